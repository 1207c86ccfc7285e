import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StoreOrder } from '@yoga/contract';
import { cashierPath, link, type SubApp } from '@yoga/platform';
import { formatDateTime, formatMoney, useCountdown } from '@yoga/format';
import { CopyButton, PagedList, StoreAmountWord, storeOrderLabels, storeOrderShown } from '@yoga/ui';
import { useStoreOrderList } from '@yoga/data-access-store-orders';
import { useReceiveFlow } from './use-receive-flow';

const detailOf = (sub: SubApp, orderNo: string) => link(sub, 'product/record', { orderNo });

function Cover({ src, title }: { src: string; title: string }) {
  if (src) return <img className="o-cover" src={src} alt="" loading="lazy" />;
  return (
    <span className="o-cover o-cover-blank" aria-hidden="true">
      {title.slice(0, 1)}
    </span>
  );
}

/** What a store card offers now: pay while due, track and confirm receipt once shipped, review after. */
function StoreCardActions({ order: o, sub, expired }: { order: StoreOrder; sub: SubApp; expired: boolean }) {
  const navigate = useNavigate();
  const receive = useReceiveFlow(sub.id);
  const go = (to: string) => () => void navigate(to);
  const pill = (label: ReactNode, onClick: () => void, main = false, busy = false) => (
    <button
      type="button"
      className={main ? 'y-pill y-pill-main' : 'y-pill'}
      onClick={onClick}
      disabled={busy}
    >
      {label}
    </button>
  );
  const track =
    o.shipmentId !== null &&
    pill(
      <Trans>查看物流</Trans>,
      go(link(sub, 'post_order_info/:postOrderId', { postOrderId: o.shipmentId })),
    );
  let body: ReactNode = null;
  if (o.status === 'to-pay' && !expired)
    body = pill(<Trans>去支付</Trans>, go(cashierPath(sub, o.orderNo)), true);
  else if (o.status === 'shipped')
    body = (
      <>
        {track}
        {pill(
          <Trans>确认收货</Trans>,
          () => void receive.run(o.orderNo),
          true,
          receive.pending === o.orderNo,
        )}
      </>
    );
  else if (o.status === 'received')
    body = (
      <>
        {track}
        {pill(<Trans>评价</Trans>, go(link(sub, 'product/evaluate/:orderId', { orderId: o.orderNo })), true)}
      </>
    );
  else if (o.status === 'reviewed') body = track || null;
  return body ? (
    <div className="o-actions" data-testid="store-actions">
      {body}
    </div>
  ) : null;
}

/**
 * One store order on 我的订单's store tab, read from the store-order resource the purchase record
 * reads: the same status words (the kit's storeOrderLabels), and a tap opens the same detail.
 */
export function StoreOrderCard({ order: o, sub }: { order: StoreOrder; sub: SubApp }) {
  const { t, i18n } = useLingui();
  const toPay = o.status === 'to-pay';
  const countdown = useCountdown(toPay ? o.payDeadline : null);
  const expired = toPay && countdown.done;
  const left = countdown.text;
  const shown = storeOrderShown(o, expired);
  const first = o.items[0]!;
  const count = o.items.reduce((n, it) => n + it.quantity, 0);
  const orderNo = o.orderNo;
  return (
    <article className="o-card" data-testid="order-card" data-order-no={orderNo} data-status={shown}>
      <header className="o-card-head">
        <span className="o-no">
          <Trans>订单号 {orderNo}</Trans>
        </span>
        <CopyButton value={orderNo} label={t`复制订单号 ${orderNo}`} />
        <span className={`o-badge o-badge-store-${shown}`}>{i18n._(storeOrderLabels[shown])}</span>
      </header>
      <Link className="o-card-main" to={detailOf(sub, orderNo)}>
        <Cover src={first.cover} title={first.title} />
        <div className="o-card-text">
          <h3 className="o-title">{first.title}</h3>
          {first.specText && <p className="o-meta">{first.specText}</p>}
          <p className="o-meta">
            <Trans>下单时间</Trans> {formatDateTime(o.createdAt)}
          </p>
        </div>
      </Link>
      <footer className="o-card-foot">
        <div className="o-amount">
          <span className="o-amount-label">
            <Plural value={count} other="共 # 件" /> <StoreAmountWord shown={shown} />
          </span>
          <strong className={toPay ? 'o-money o-money-due' : 'o-money'}>{formatMoney(o.amount)}</strong>
          {toPay && !expired && (
            <span className="o-deadline" role="timer">
              <Trans>剩余 {left} 自动关闭</Trans>
            </span>
          )}
        </div>
        <StoreCardActions order={o} sub={sub} expired={expired} />
      </footer>
    </article>
  );
}

/**
 * 我的订单's store tab: every store order of the sub-app, from the same resource and cache as the
 * purchase record (each order carries its status and parcel, so no request per card). Loaded with
 * the tab, not with the course orders the list opens on.
 */
export default function StorePanel({ sub, empty }: { sub: SubApp; empty: ReactNode }) {
  const list = useStoreOrderList(sub.id, '');
  return (
    <PagedList
      query={list}
      empty={empty}
      as="div"
      className="o-list"
      testId="order-list"
      skeleton="order"
      rowKey={(o) => o.orderNo}
      row={(o) => <StoreOrderCard order={o} sub={sub} />}
    />
  );
}
