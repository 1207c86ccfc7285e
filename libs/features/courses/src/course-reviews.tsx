import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetail } from '@yoga/contract';
import { formatDate } from '@yoga/format';
import { useCourseReviews } from '@yoga/data-access-course-reviews';
import { cx, PagedList, useSubApp } from '@yoga/ui';
import s from './courses.module.css';

/**
 * Everyone's reviews of a course, students' evaluations included, newest first; more pages load as
 * the list scrolls into view. The rating comes with the course itself; the count with the list, so
 * a review just added (an evaluation invalidates the list) is counted too.
 */
export function CourseReviews({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const sub = useSubApp();
  const reviews = useCourseReviews(sub.id, course.id);
  return (
    <PagedList
      query={reviews}
      as="div"
      testId="course-reviews"
      skeleton={{ lines: 3 }}
      header={() => (
        // Inline, not a named variable: the message stays "{0} 分 · {1} 条评价", already translated.
        <p className="y-muted y-xs">{t`${course.rating} 分 · ${reviews.data?.pages[0]?.total ?? course.reviewCount} 条评价`}</p>
      )}
      empty={
        <p className={cx('y-m0 y-muted y-md', s.prose)}>
          <Trans>还没有评价</Trans>
        </p>
      }
      rowKey={(r) => r.id}
      row={(r) => (
        <article className={s.review}>
          <div className="y-row y-between y-muted y-sm">
            <span>
              {r.author}{' '}
              <span className={cx('y-text-warning', s.stars)} role="img" aria-label={t`${r.stars} 星`}>
                {'★'.repeat(r.stars) + '☆'.repeat(5 - r.stars)}
              </span>
            </span>
            <time dateTime={r.date}>{formatDate(r.date)}</time>
          </div>
          {r.text && <p className={cx('y-m0 y-mt-2', s.prose)}>{r.text}</p>}
        </article>
      )}
    />
  );
}
