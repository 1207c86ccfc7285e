import { Link } from 'react-router';
import type { CourseDetail } from '@yoga/contract';
import { formatMinutes } from '@yoga/format';
import { link, type LinkTarget } from '@yoga/platform';
import s from './courses.module.css';

/** The coach, with their page one tap away. */
export function CoachRow({ coach, sub }: { coach: CourseDetail['coach']; sub: LinkTarget }) {
  return (
    <Link
      className={s.coach}
      data-testid="course-coach"
      to={link(sub, 'connect_teacher/:userId', { userId: coach.id })}
    >
      <span className={s.avatar} aria-hidden="true">
        {coach.name.slice(0, 1)}
      </span>
      <span>
        <span className={s.coachName} data-testid="coach-name">
          {coach.name}
        </span>
        <br />
        <span className={s.coachTitle}>{coach.title}</span>
      </span>
      <span className={s.chevron} aria-hidden="true">
        ›
      </span>
    </Link>
  );
}

export function Outline({ items }: { items: CourseDetail['outline'] }) {
  return (
    <ol className={s.outline}>
      {items.map((o, i) => (
        <li key={i}>
          <span>{o.title}</span>
          <span className={s.hint}>{formatMinutes(o.minutes)}</span>
        </li>
      ))}
    </ol>
  );
}
