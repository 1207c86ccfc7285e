import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { VideoCourse } from '@yoga/contract';
import { link } from '@yoga/platform';
import { cx, useSubApp } from '@yoga/ui';
import { LessonRow } from './lesson-row';
import { CourseState } from './course-state';
import s from './slim-video.module.css';

/** video_course/theme_list/:id: the course's themes (sections), each with its progress and lessons. */
export default function ThemeListScreen() {
  return (
    <CourseState
      skeleton="cards"
      isEmpty={(c) => c.themes.length === 0}
      empty=<Trans>这门课程还没有主题</Trans>
    >
      {(c) => <Themes c={c} />}
    </CourseState>
  );
}

function Themes({ c }: { c: VideoCourse }) {
  const sub = useSubApp();
  return (
    <>
      <Link
        className={cx('y-card y-row y-md y-bold y-break', s.tall, s.back)}
        to={link(sub, 'business/video_course/:id', { id: c.id })}
      >
        {c.title}
      </Link>
      {c.themes.map((t) => (
        <section key={t.id} className="y-card y-col y-gap-2" aria-labelledby={`sv-theme-${t.id}`}>
          <div className="y-row y-wrap y-between y-align-baseline y-gap-2">
            <h2 id={`sv-theme-${t.id}`} className="y-m0 y-lg y-break">
              {t.title}
            </h2>
            <span className="y-m0 y-muted y-sm y-break" data-testid={`theme-progress-${t.id}`}>
              <Trans>已学 {t.watchedPct}%</Trans>
            </span>
          </div>
          <span className={cx('y-rounded-sm', s.bar)} role="presentation">
            <span style={{ width: `${t.watchedPct}%` }} />
          </span>
          <ol className="y-plain">
            {t.lessons.map((l) => (
              <LessonRow key={l.id} lesson={l} current={l.id === c.lastLessonId} />
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
