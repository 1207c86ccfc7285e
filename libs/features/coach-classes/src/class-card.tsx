import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { CoachClass } from '@yoga/contract';
import { formatClassTime } from '@yoga/format';
import { KindLabel, RequestKindLabel } from './words';
import s from './coach-classes.module.css';

/** One class: time, title, kind and room, students booked (and checked in once it began), its state. */
export function ClassCard({ c, action, now }: { c: CoachClass; action?: ReactNode; now: number }) {
  const time = formatClassTime(c.startsAt, c.endsAt);
  const students = c.students;
  const capacity = c.capacity;
  const checkedIn = c.checkedIn;
  const began = Date.parse(c.startsAt) <= now;
  return (
    <article
      className={c.state === 'cancelled' ? `y-card ${s.card} ${s.cancelled}` : `y-card ${s.card}`}
      data-testid="coach-class"
    >
      <p className={s.time}>{time}</p>
      <h3 className={s.title}>{c.title}</h3>
      <p className={s.meta}>
        <span className={s.tag}>
          <KindLabel kind={c.kind} />
        </span>
        <span>{c.room}</span>
      </p>
      <p className={s.meta}>
        <span data-testid="student-count">
          <Trans>
            学员 {students}/{capacity}
          </Trans>
        </span>
        {began && c.state === 'scheduled' && (
          <span>
            <Trans>已签到 {checkedIn}</Trans>
          </span>
        )}
        {c.state === 'cancelled' && (
          <span className={`${s.badge} ${s.refused}`}>
            <Trans>已取消</Trans>
          </span>
        )}
        {c.pending && (
          <span className={`${s.badge} ${s.pending}`}>
            <RequestKindLabel kind={c.pending} /> · <Trans>待审核</Trans>
          </span>
        )}
      </p>
      {action && <div className={s.cardAction}>{action}</div>}
    </article>
  );
}
