import { Link } from 'react-router';
import type { CourseDetail } from '@yoga/contract';
import { formatMinutes } from '@yoga/format';
import { link, type LinkTarget } from '@yoga/platform';
import { cx } from '@yoga/ui';
import s from './courses.module.css';

/** The coach, with their page one tap away. */
export function CoachRow({ coach, sub }: { coach: CourseDetail['coach']; sub: LinkTarget }) {
  return (
    <Link
      className={cx('y-row y-gap-3 y-link-plain y-tap', s.coach)}
      data-testid="course-coach"
      to={link(sub, 'connect_teacher/:userId', { userId: coach.id })}
    >
      <span
        className={cx('y-row y-justify-center y-card-brand y-fixed y-bold y-xl', s.avatar)}
        aria-hidden="true"
      >
        {coach.name.slice(0, 1)}
      </span>
      <span className="y-grow">
        <span className="y-bold" data-testid="coach-name">
          {coach.name}
        </span>
        <br />
        <span className="y-muted y-sm">{coach.title}</span>
      </span>
      <span className="y-faint" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}

export function Outline({ items }: { items: CourseDetail['outline'] }) {
  return (
    <ol className={cx('y-plain', s.line, s.outline)}>
      {items.map((o, i) => (
        <li key={i} className="y-between y-gap-3">
          <span className="y-grow">{o.title}</span>
          <span className="y-muted y-xs">{formatMinutes(o.minutes)}</span>
        </li>
      ))}
    </ol>
  );
}
