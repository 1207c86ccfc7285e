import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StoreOrder } from '@yoga/contract';
import type { SubApp } from '@yoga/platform';
import { formatMoney, useCountdown } from '@yoga/format';
import { CopyButton } from '@yoga/ui';
import { OrderItems } from './order-items';
import { RecordActions } from './record-actions';
import { links, statusLabels } from './status';
import type { useOrderFlows } from './use-order-flows';

/**
 * What the amount is, by state: due on an order to pay, paid on a paid one; a closed order was either
 * never paid (its total) or paid and refunded. Never "paid" for money that was not taken.
 */
export function AmountWord({ status, paid }: { status: StoreOrder['status']; paid: boolean }) {
  if (status === 'to-pay') return <Trans>待付</Trans>;
  if (status !== 'closed') return <Trans context="store order">实付</Trans>;
  return paid ? <Trans context="store order">已退款</Trans> : <Trans context="store order">合计</Trans>;
}

/** One store order: number (copyable), status, goods, amount and what can be done now. */
export function RecordCard({
  order: o,
  sub,
  flows,
}: {
  order: StoreOrder;
  sub: SubApp;
  flows: ReturnType<typeof useOrderFlows>;
}) {
  const { t, i18n } = useLingui();
  const toPay = o.status === 'to-pay';
  const countdown = useCountdown(toPay ? o.payDeadline : null);
  // Past the pay window the server closes the order on its next sweep; say so now rather than
  // offer a payment that would be refused.
  const expired = toPay && countdown.done;
  const status = expired ? 'closed' : o.status;
  const orderNo = o.orderNo;
  const count = o.items.reduce((n, it) => n + it.quantity, 0);
  const goods = <OrderItems items={o.items} />;
  return (
    <li className="so-card" data-testid="record-card" data-order-no={orderNo} data-status={status}>
      <header className="so-card-head">
        <span className="so-no">
          <Trans>订单号 {orderNo}</Trans>
        </span>
        <CopyButton value={orderNo} label={t`复制订单号 ${orderNo}`} />
        <span className={`so-badge so-badge-${status}`}>
          {i18n._(statusLabels[status])}
          {toPay && !expired && <span className="so-deadline"> {t`剩余 ${countdown.text}`}</span>}
        </span>
      </header>
      {o.shipmentId !== null ? (
        <Link className="so-card-main" to={links.shipment(sub, o.shipmentId)}>
          {/* Named by what it shows (an aria-label would hide the goods it shows from voice control). */}
          <span className="y-vh">{t`查看物流`}</span>
          {goods}
        </Link>
      ) : (
        <div className="so-card-main">{goods}</div>
      )}
      <p className="so-total">
        <Plural value={count} other="共 # 件" /> <AmountWord status={status} paid={o.paidAt !== null} />{' '}
        <strong className={toPay ? 'so-money so-money-due' : 'so-money'}>{formatMoney(o.amount)}</strong>
        {o.freight > 0 && <span className="so-freight">{t`（含运费 ${formatMoney(o.freight)}）`}</span>}
      </p>
      <RecordActions order={o} sub={sub} flows={flows} expired={expired} />
    </li>
  );
}
