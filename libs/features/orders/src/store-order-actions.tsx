import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { Order } from '@yoga/contract';
import { link, type SubApp } from '@yoga/platform';
import { useStoreOrder } from '@yoga/data-access-store-orders';
import { useReceiveFlow } from './use-receive-flow';

/**
 * A paid store order's after-sale actions on the order list's store tab: track the parcel once it
 * has shipped, confirm receipt while it is on its way. The backbone order does not say where the
 * parcel is, so the store order itself is read (the same cache the purchase record fills).
 */
export function StoreOrderActions({ order, sub }: { order: Order; sub: SubApp }) {
  const navigate = useNavigate();
  const detail = useStoreOrder(sub.id, order.orderNo, order.kind === 'store' && order.state === 'paid');
  const receive = useReceiveFlow(sub.id);
  const s = detail.data;
  if (!s || s.shipmentId === null) return null;
  const shipmentId = s.shipmentId;
  return (
    <div className="o-actions" data-testid="store-actions">
      <button
        type="button"
        className="y-pill"
        onClick={() => void navigate(link(sub, 'post_order_info/:postOrderId', { postOrderId: shipmentId }))}
      >
        <Trans>查看物流</Trans>
      </button>
      {s.status === 'shipped' && (
        <button
          type="button"
          className="y-pill y-pill-main"
          onClick={() => void receive.run(s.orderNo)}
          disabled={receive.pending === s.orderNo}
        >
          <Trans>确认收货</Trans>
        </button>
      )}
    </div>
  );
}
