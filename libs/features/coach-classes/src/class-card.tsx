import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { CoachClass } from '@yoga/contract';
import { formatClassTime } from '@yoga/format';
import { KindLabel, RequestKindLabel } from './words';

/** One class: time, title, kind and room, students booked (and checked in once it began), its state. */
export function ClassCard({ c, action, now }: { c: CoachClass; action?: ReactNode; now: number }) {
  const time = formatClassTime(c.startsAt, c.endsAt);
  const students = c.students;
  const capacity = c.capacity;
  const checkedIn = c.checkedIn;
  const began = Date.parse(c.startsAt) <= now;
  return (
    <article className={`cc-card${c.state === 'cancelled' ? ' cc-cancelled' : ''}`} data-testid="coach-class">
      <p className="cc-time">{time}</p>
      <h3 className="cc-title">{c.title}</h3>
      <p className="cc-meta">
        <span className="cc-tag">
          <KindLabel kind={c.kind} />
        </span>
        <span>{c.room}</span>
      </p>
      <p className="cc-meta">
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
          <span className="cc-badge cc-refused">
            <Trans>已取消</Trans>
          </span>
        )}
        {c.pending && (
          <span className="cc-badge cc-pending">
            <RequestKindLabel kind={c.pending} /> · <Trans>待审核</Trans>
          </span>
        )}
      </p>
      {action && <div className="cc-card-action">{action}</div>}
    </article>
  );
}
