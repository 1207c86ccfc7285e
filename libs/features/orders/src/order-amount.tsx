import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { mmss, money } from './format';
import type { OrderView } from './order-view';

/** Points with the sub-app's own unit; only onmat shows them (spec: "point-unit label"). */
export function Points({ order, sub }: { order: Order; sub: SubApp }) {
  const { t } = useLingui();
  if (sub.id !== 'onmat' || order.points <= 0) return null;
  const points = order.points;
  return <span className="o-points">{t`+${points} 积分`}</span>;
}

/** Amount paid, or amount pending with the time left to pay. */
export function OrderAmount({ order, view, now }: { order: Order; view: OrderView; now: number }) {
  const pending = view === 'pending';
  const left = mmss(Date.parse(order.payDeadline) - now);
  const paid = ['booked', 'to-evaluate', 'evaluated', 'paid', 'refunded'].includes(view);
  return (
    <div className="o-amount">
      <span className="o-amount-label">
        {pending ? <Trans>待付金额</Trans> : paid ? <Trans>实付金额</Trans> : <Trans>订单金额</Trans>}
      </span>
      <strong className={pending ? 'o-money o-money-due' : 'o-money'}>{money(order.amount)}</strong>
      {pending && (
        <span className="o-deadline" role="timer">
          <Trans>剩余 {left} 自动取消</Trans>
        </span>
      )}
    </div>
  );
}
