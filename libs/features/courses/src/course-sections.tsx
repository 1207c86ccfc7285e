import { Link } from 'react-router';
import type { CourseDetail } from '@yoga/contract';
import { formatMinutes } from '@yoga/format';
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
