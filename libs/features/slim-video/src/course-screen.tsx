import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { VideoCourse, VideoLesson } from '@yoga/contract';
import { formatDuration, formatMoney } from '@yoga/format';
import { link } from '@yoga/platform';
import { ActionBar, CoverImage, cx, useSubApp } from '@yoga/ui';
import { PurchaseOffer } from './purchase-offer';
import { CourseState } from './course-state';
import s from './slim-video.module.css';

const lessonsOf = (c: VideoCourse): VideoLesson[] => c.themes.flatMap((t) => t.lessons);

/** Where "start / continue" goes: the lesson watched last, else the first one. */
export function startLesson(c: VideoCourse): { lesson: VideoLesson | undefined; resume: boolean } {
  const all = lessonsOf(c);
  const last = all.find((l) => l.id === c.lastLessonId);
  return { lesson: last ?? all[0], resume: !!last };
}

/** business/video_course/:id: the course's landing (cover, coach, lessons, price, themes). */
export default function CourseScreen() {
  return <CourseState skeleton="detail">{(c) => <CourseView c={c} />}</CourseState>;
}

function CourseView({ c }: { c: VideoCourse }) {
  const sub = useSubApp();
  const { lesson, resume } = startLesson(c);
  const locked = lessonsOf(c).filter((l) => l.locked).length;
  const signedIn = c.userId !== null;
  return (
    <>
      <CoverImage src={c.cover} className={s.cover} />
      <section className="y-card y-col y-gap-2" data-testid="course-info">
        <h2 className="y-m0 y-xl y-break">{c.title}</h2>
        <p className="y-m0 y-muted y-sm y-break">
          {c.coach} · <Trans>共 {c.lessonCount} 课时</Trans> ·{' '}
          <Trans>总时长 {formatDuration(c.totalSec)}</Trans>
        </p>
        <p className={cx('y-m0 y-md', s.summary)}>{c.summary}</p>
        <p className="y-m0 y-row y-wrap y-align-baseline y-gap-2">
          {c.owned ? (
            <span className="y-text-brand y-bold">
              <Trans>已购买</Trans>
            </span>
          ) : (
            <>
              <strong className="y-text-brand y-2xl">{formatMoney(c.price)}</strong>{' '}
              <span className="y-m0 y-muted y-sm y-break">
                <Trans>前 {lessonsOf(c).length - locked} 课免费</Trans>
              </span>
            </>
          )}
        </p>
        {signedIn && c.watchedPct > 0 && (
          <p className="y-m0 y-muted y-sm y-break">
            <Trans>已学 {c.watchedPct}%</Trans>
          </p>
        )}
      </section>
      <section className="y-card y-col y-gap-2" aria-labelledby="sv-themes">
        <div className="y-row y-wrap y-between y-align-baseline y-gap-2">
          <h3 id="sv-themes" className="y-m0 y-xl y-break">
            <Trans>课程主题</Trans>
          </h3>
          <Link
            className={cx('y-row y-text-brand y-md', s.tall)}
            to={link(sub, 'video_course/theme_list/:id', { id: c.id })}
          >
            <Trans>全部主题</Trans>
          </Link>
        </div>
        <ol className="y-plain">
          {c.themes.slice(0, 3).map((t) => (
            <li key={t.id} className={cx('y-between y-gap-2', s.themeLine)}>
              <span className="y-md y-break">{t.title}</span>
              <span className="y-m0 y-muted y-sm y-break">
                <Trans>{t.lessons.length} 课时</Trans>
              </span>
            </li>
          ))}
        </ol>
        <Link
          className={cx('y-row y-text-brand y-md', s.tall)}
          to={link(sub, 'video_course/summary_list/:id', { id: c.id })}
        >
          <Trans>查看全部课时</Trans>
        </Link>
      </section>
      {!c.owned && locked > 0 && <PurchaseOffer courseId={c.id} price={c.price} signedIn={signedIn} />}
      {lesson && (
        <ActionBar>
          <Link
            className="y-btn"
            to={link(sub, 'video_course/player/:id', { id: lesson.id })}
            data-testid="start-course"
          >
            {resume ? <Trans>继续学习：{lesson.title}</Trans> : <Trans>开始学习</Trans>}
          </Link>
        </ActionBar>
      )}
    </>
  );
}
