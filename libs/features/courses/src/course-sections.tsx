import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetail } from '@yoga/contract';
import { formatDate, formatMinutes } from '@yoga/format';
import { link, type LinkTarget } from '@yoga/platform';

/** The coach, with their page one tap away. */
export function CoachRow({ coach, sub }: { coach: CourseDetail['coach']; sub: LinkTarget }) {
  return (
    <Link className="cs-coach" to={link(sub, 'connect_teacher/:userId', { userId: coach.id })}>
      <span className="cs-avatar" aria-hidden="true">
        {coach.name.slice(0, 1)}
      </span>
      <span>
        <span className="cs-coach-name">{coach.name}</span>
        <br />
        <span className="cs-coach-title">{coach.title}</span>
      </span>
      <span className="cs-chevron" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}

export function Outline({ items }: { items: CourseDetail['outline'] }) {
  return (
    <ol className="cs-outline">
      {items.map((o, i) => (
        <li key={i}>
          <span>{o.title}</span>
          <span className="cs-hint">{formatMinutes(o.minutes)}</span>
        </li>
      ))}
    </ol>
  );
}

export function Reviews({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  if (course.reviews.length === 0)
    return (
      <p className="cs-sub">
        <Trans>还没有评价</Trans>
      </p>
    );
  return (
    <>
      <p className="cs-hint">{t`${course.rating} 分 · ${course.reviewCount} 条评价`}</p>
      {course.reviews.map((r) => (
        <article key={r.id} className="cs-review">
          <div className="cs-review-head">
            <span>
              {r.author}{' '}
              <span className="cs-stars" role="img" aria-label={t`${r.stars} 星`}>
                {'★'.repeat(r.stars) + '☆'.repeat(5 - r.stars)}
              </span>
            </span>
            <time dateTime={r.date}>{formatDate(r.date)}</time>
          </div>
          <p>{r.text}</p>
        </article>
      ))}
    </>
  );
}
