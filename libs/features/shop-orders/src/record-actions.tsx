import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { StoreOrder } from '@yoga/contract';
import { cashierPath, type SubApp } from '@yoga/platform';
import { links } from './status';
import type { useOrderFlows } from './use-order-flows';

type Flows = ReturnType<typeof useOrderFlows>;

/** The buttons an order offers in its status; the one the shopper most likely wants is filled. */
export function RecordActions({
  order: o,
  sub,
  flows,
  expired,
}: {
  order: StoreOrder;
  sub: SubApp;
  flows: Flows;
  expired: boolean;
}) {
  const navigate = useNavigate();
  const go = (to: string) => () => void navigate(to);
  const btn = (label: React.ReactNode, onClick: () => void, main = false, disabled = false) => (
    <button
      type="button"
      className={main ? 'y-pill y-pill-main' : 'y-pill'}
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </button>
  );
  const track = o.shipmentId !== null && btn(<Trans>查看物流</Trans>, go(links.shipment(sub, o.shipmentId)));
  const again = btn(<Trans>再次购买</Trans>, go(links.product(sub, o.items[0]!.spuId)));
  let body: React.ReactNode = null;
  if (o.status === 'to-pay' && !expired)
    body = (
      <>
        {btn(
          <Trans>取消订单</Trans>,
          () => void flows.cancel(o.orderNo),
          false,
          flows.pending.cancel === o.orderNo,
        )}
        {btn(<Trans>去支付</Trans>, go(cashierPath(sub, o.orderNo)), true)}
      </>
    );
  else if (o.status === 'shipped')
    body = (
      <>
        {track}
        {btn(
          <Trans>确认收货</Trans>,
          () => void flows.receive(o.orderNo),
          true,
          flows.pending.receive === o.orderNo,
        )}
      </>
    );
  else if (o.status === 'received')
    body = (
      <>
        {track}
        {btn(<Trans>评价</Trans>, go(links.evaluate(sub, o.orderNo)), true)}
      </>
    );
  else if (o.status === 'reviewed')
    body = (
      <>
        <span className="so-done">
          <Trans context="store order">已评价</Trans>
        </span>
        {again}
      </>
    );
  else if (o.status === 'closed' || expired) body = again;
  else body = track || null;
  return body ? <div className="so-actions">{body}</div> : null;
}
