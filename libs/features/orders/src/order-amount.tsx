import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Order } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { formatMoney, formatPoints } from '@yoga/format';
import type { OrderView } from './order-view';
import { cx } from '@yoga/ui';
import s from './orders.module.css';

const PAID: OrderView[] = ['booked', 'to-evaluate', 'evaluated', 'paid'];

/** Points are earned by a paid order only: never promised to an unpaid, cancelled or refunded one. */
export const earnsPoints = (view: OrderView): boolean => PAID.includes(view);

/** What the amount is, by state: due (pending), paid, refunded, or just the order's amount. */
export function AmountLabel({ view }: { view: OrderView }): ReactNode {
  if (view === 'pending') return <Trans>待付金额</Trans>;
  if (view === 'refunded') return <Trans>退款金额</Trans>;
  if (earnsPoints(view)) return <Trans>实付金额</Trans>;
  return <Trans>订单金额</Trans>;
}

/** Points with the sub-app's own unit; only onmat shows them (spec: "point-unit label"). */
export function Points({ order, sub, view }: { order: Order; sub: SubApp; view: OrderView }) {
  if (sub.id !== 'onmat' || order.points <= 0 || !earnsPoints(view)) return null;
  return <span className="y-sm y-text-brand">{formatPoints(order.points, { sign: true })}</span>;
}

/** The amount labelled by state, with the time left to pay on a pending order (`left`: "14:59"). */
export function OrderAmount({ order, view, left }: { order: Order; view: OrderView; left: string }) {
  const pending = view === 'pending';
  return (
    <div className={cx('y-row y-wrap y-align-baseline y-sm y-muted', s.head)}>
      <span>
        <AmountLabel view={view} />
      </span>
      <strong className={cx('y-lg y-num', pending ? 'y-text-danger' : 'y-text')}>
        {formatMoney(order.amount)}
      </strong>
      {pending && (
        <span className="y-text-danger y-num" role="timer">
          <Trans>剩余 {left} 自动取消</Trans>
        </span>
      )}
    </div>
  );
}
