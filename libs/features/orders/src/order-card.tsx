import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Order } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { formatDateTime, useCountdown } from '@yoga/format';
import { CopyButton, CoverImage, cx } from '@yoga/ui';
import { viewLabels } from './labels';
import { ClassChangeNote } from './class-change-note';
import { OrderActions } from './order-actions';
import { OrderAmount, Points } from './order-amount';
import { viewOf } from './order-view';
import s from './orders.module.css';

/** The state's colour: what waits on the student in red, a class booked in the brand's. */
const TONES: Partial<Record<string, string>> = {
  pending: 'y-text-danger',
  'to-evaluate': 'y-text-danger',
  booked: 'y-text-brand',
};

export function OrderCover({ order }: { order: Order }) {
  // The item's picture (a course's drawn cover), square, loaded when near the screen; the title
  // beside it names it. A neutral placeholder while it loads and if it fails.
  if (order.cover) return <CoverImage className={cx('y-rounded-sm', s.cover)} src={order.cover} ratio="1" />;
  // No image: the title's first character on the brand colour, so the card still reads as an item.
  return (
    <span
      className={cx('y-fixed y-rounded-sm y-row y-justify-center y-tint y-text-brand', s.cover, s.coverBlank)}
      aria-hidden="true"
    >
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
    <article className="y-card y-pad-3" data-testid="order-card" data-order-no={orderNo} data-view={view}>
      <header className={cx('y-row y-wrap y-sm y-muted', s.head)}>
        <span className={cx('y-num', s.no)}>
          <Trans>订单号 {orderNo}</Trans>
        </span>
        <CopyButton value={orderNo} label={t`复制订单号 ${orderNo}`} />
        <span className={cx('y-fixed y-bold', TONES[view] ?? 'y-muted', s.push)} data-testid="status-badge">
          {i18n._(viewLabels[view])}
        </span>
      </header>
      <Link
        className={cx('y-gap-3 y-tap', s.cardMain)}
        data-testid="order-link"
        to={link(sub, 'order_detail', { orderNo })}
      >
        <OrderCover order={order} />
        <div className="y-min0">
          <h3 className={cx('y-lg y-text', s.mb1)}>{order.title}</h3>
          <p className={cx('y-sm y-muted', s.meta)}>
            <Trans>下单时间</Trans> {formatDateTime(order.createdAt)}
          </p>
          {order.classTime && (
            <p className={cx('y-sm y-muted', s.meta)}>
              <Trans>上课时间</Trans> {formatDateTime(order.classTime)}
            </p>
          )}
          <ClassChangeNote order={order} />
        </div>
      </Link>
      <footer className={cx('y-row y-wrap y-gap-2', s.cardFoot)}>
        <OrderAmount order={order} view={view} left={countdown.text} />
        <Points order={order} sub={sub} view={view} />
        <OrderActions order={order} view={view} sub={sub} />
      </footer>
    </article>
  );
}
