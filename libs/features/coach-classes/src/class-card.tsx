import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { CoachClass } from '@yoga/contract';
import { formatClassTime } from '@yoga/format';
import { KindLabel, RequestKindLabel } from './words';
import { cx } from '@yoga/ui';
import s from './coach-classes.module.css';

/** One class: time, title, kind and room, students booked (and checked in once it began), its state. */
export function ClassCard({ c, action, now }: { c: CoachClass; action?: ReactNode; now: number }) {
  const time = formatClassTime(c.startsAt, c.endsAt);
  const students = c.students;
  const capacity = c.capacity;
  const checkedIn = c.checkedIn;
  const began = Date.parse(c.startsAt) <= now;
  return (
    <article className={cx('y-card', s.card)} data-testid="coach-class">
      <p className="y-m0 y-md y-muted">{time}</p>
      <h3 className={cx('y-lg', s.title, c.state === 'cancelled' && s.struck)}>{c.title}</h3>
      <p className={cx('y-m0 y-mt-1 y-md y-muted', s.meta)}>
        <span className={cx('y-badge-muted', s.tag)}>
          <KindLabel kind={c.kind} />
        </span>
        <span>{c.room}</span>
      </p>
      <p className={cx('y-m0 y-mt-1 y-md y-muted', s.meta)}>
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
          <span className={cx('y-sm y-badge-danger', s.tag)}>
            <Trans>已取消</Trans>
          </span>
        )}
        {c.pending && (
          <span className={cx('y-sm y-badge-warning', s.tag)}>
            <RequestKindLabel kind={c.pending} /> · <Trans>待审核</Trans>
          </span>
        )}
      </p>
      {action && <div className={cx('y-mt-3 y-justify-end', s.flex)}>{action}</div>}
    </article>
  );
}
