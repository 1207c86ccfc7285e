import { Trans } from '@lingui/react/macro';
import type { Order } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { formatMoney, formatPoints } from '@yoga/format';
import type { OrderView } from './order-view';

/** Points with the sub-app's own unit; only onmat shows them (spec: "point-unit label"). */
export function Points({ order, sub }: { order: Order; sub: SubApp }) {
  if (sub.id !== 'onmat' || order.points <= 0) return null;
  return <span className="o-points">{formatPoints(order.points, { sign: true })}</span>;
}

/** Amount paid, or amount pending with the time left to pay (`left`: "14:59"). */
export function OrderAmount({ order, view, left }: { order: Order; view: OrderView; left: string }) {
  const pending = view === 'pending';
  const paid = ['booked', 'to-evaluate', 'evaluated', 'paid', 'refunded'].includes(view);
  return (
    <div className="o-amount">
      <span className="o-amount-label">
        {pending ? <Trans>待付金额</Trans> : paid ? <Trans>实付金额</Trans> : <Trans>订单金额</Trans>}
      </span>
      <strong className={pending ? 'o-money o-money-due' : 'o-money'}>{formatMoney(order.amount)}</strong>
      {pending && (
        <span className="o-deadline" role="timer">
          <Trans>剩余 {left} 自动取消</Trans>
        </span>
      )}
    </div>
  );
}
