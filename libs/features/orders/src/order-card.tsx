import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Order } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { formatDateTime, useCountdown } from '@yoga/format';
import { CopyButton, CoverImage } from '@yoga/ui';
import { viewLabels } from './labels';
import { ClassChangeNote } from './class-change-note';
import { OrderActions } from './order-actions';
import { OrderAmount, Points } from './order-amount';
import { viewOf } from './order-view';
import s from './orders.module.css';

export function OrderCover({ order }: { order: Order }) {
  // The item's picture (a course's drawn cover), square, loaded when near the screen; the title
  // beside it names it. A neutral placeholder while it loads and if it fails.
  if (order.cover) return <CoverImage className={s.cover} src={order.cover} ratio="1" />;
  // No image: the title's first character on the brand colour, so the card still reads as an item.
  return (
    <span className={`${s.cover} ${s.coverBlank}`} aria-hidden="true">
      {order.title.slice(0, 1)}
    </span>
  );
}

/** One order in the list: number (copyable), times, amount, state and what can be done now. */
export function OrderCard({ order, sub }: { order: Order; sub: SubApp }) {
  const { t, i18n } = useLingui();
  // Ticks only while the order waits for payment; each tick re-reads its view (pending -> expired).
  const countdown = useCountdown(order.state === 'pending' ? order.payDeadline : null);
  const view = viewOf(order);
  const orderNo = order.orderNo;
  return (
    <article className={s.card} data-testid="order-card" data-order-no={orderNo} data-view={view}>
      <header className={s.cardHead}>
        <span className={s.no}>
          <Trans>订单号 {orderNo}</Trans>
        </span>
        <CopyButton value={orderNo} label={t`复制订单号 ${orderNo}`} />
        <span className={s.badge} data-testid="status-badge">
          {i18n._(viewLabels[view])}
        </span>
      </header>
      <Link className={s.cardMain} data-testid="order-link" to={link(sub, 'order_detail', { orderNo })}>
        <OrderCover order={order} />
        <div className={s.cardText}>
          <h3 className={s.title}>{order.title}</h3>
          <p className={s.meta}>
            <Trans>下单时间</Trans> {formatDateTime(order.createdAt)}
          </p>
          {order.classTime && (
            <p className={s.meta}>
              <Trans>上课时间</Trans> {formatDateTime(order.classTime)}
            </p>
          )}
          <ClassChangeNote order={order} />
        </div>
      </Link>
      <footer className={s.cardFoot}>
        <OrderAmount order={order} view={view} left={countdown.text} />
        <Points order={order} sub={sub} view={view} />
        <OrderActions order={order} view={view} sub={sub} />
      </footer>
    </article>
  );
}
