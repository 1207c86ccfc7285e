import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { VideoCourse } from '@yoga/contract';
import { link } from '@yoga/platform';
import { cx, useSubApp } from '@yoga/ui';
import { LessonRow } from './lesson-row';
import { PurchaseOffer } from './purchase-offer';
import { CourseState } from './course-state';
import s from './slim-video.module.css';

/** video_course/summary_list/:id: every lesson of the course with its length, watched share and lock. */
export default function SummaryListScreen() {
  return (
    <CourseState skeleton="rows" isEmpty={(c) => c.lessonCount === 0} empty=<Trans>这门课程还没有课时</Trans>>
      {(c) => <Summary c={c} />}
    </CourseState>
  );
}

function Summary({ c }: { c: VideoCourse }) {
  const sub = useSubApp();
  const lessons = c.themes.flatMap((t) => t.lessons);
  const locked = lessons.some((l) => l.locked);
  return (
    <>
      <Link
        className={cx('y-card y-row y-md y-bold y-break', s.tall, s.back)}
        to={link(sub, 'business/video_course/:id', { id: c.id })}
      >
        {c.title}
      </Link>
      <section className="y-card y-col y-gap-2" aria-labelledby="sv-all">
        <h2 id="sv-all" className="y-m0 y-lg y-break">
          <Trans>全部课时（{lessons.length}）</Trans>
        </h2>
        <ol className="y-plain" data-testid="lessons">
          {lessons.map((l) => (
            <LessonRow key={l.id} lesson={l} current={l.id === c.lastLessonId} />
          ))}
        </ol>
      </section>
      {locked && <PurchaseOffer courseId={c.id} price={c.price} signedIn={c.userId !== null} />}
    </>
  );
}
