import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useNavigate } from 'react-router';
import type { StoreOrder } from '@yoga/contract';
import { cashierPath, link, type SubApp } from '@yoga/platform';
import { ActionBar } from '../action-bar';

export type StoreOrderAction = 'cancel' | 'pay' | 'track' | 'receive' | 'review' | 'again';

/**
 * What a store order offers in its status, in the order shown (the likeliest step last): the one rule
 * for every list and detail that shows store orders. `expired`: a to-pay order past its pay window.
 */
export function storeOrderActions(
  o: Pick<StoreOrder, 'status' | 'shipmentId'>,
  expired = false,
): StoreOrderAction[] {
  const track: StoreOrderAction[] = o.shipmentId !== null ? ['track'] : [];
  if (o.status === 'to-pay') return expired ? ['again'] : ['cancel', 'pay'];
  if (o.status === 'shipped') return [...track, 'receive'];
  if (o.status === 'received') return [...track, 'review'];
  if (o.status === 'reviewed') return [...track, 'again'];
  if (o.status === 'closed') return ['again'];
  return []; // to-ship: the warehouse is packing, nothing to do yet
}

export const storeOrderActionLabels: Record<StoreOrderAction, MessageDescriptor> = {
  cancel: msg`取消订单`,
  pay: msg`去支付`,
  track: msg`查看物流`,
  receive: msg`确认收货`,
  review: msg`评价`,
  again: msg`再次购买`,
};

const MAIN = new Set<StoreOrderAction>(['pay', 'receive', 'review']);

/** Cancel and confirm receipt as a screen runs them (ask, progress, outcome): data-access's flows. */
export interface StoreOrderFlows {
  cancel(orderNo: string): Promise<unknown>;
  receive(orderNo: string): Promise<unknown>;
  pending: { cancel: string | null | undefined; receive: string | null | undefined };
}

export interface StoreOrderActionsProps {
  order: StoreOrder;
  sub: SubApp;
  flows: StoreOrderFlows;
  expired?: boolean;
  /** In the kit's bottom bar as full buttons (a detail), or as pills in a card. */
  bar?: boolean;
  /** The pills' row class in a card. */
  className?: string;
  'data-testid'?: string;
}

/** The buttons of a store order's status (storeOrderActions); the likeliest step is filled. */
export function StoreOrderActions({
  order: o,
  sub,
  flows,
  expired = false,
  bar = false,
  className,
  'data-testid': testId,
}: StoreOrderActionsProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const actions = storeOrderActions(o, expired);
  if (actions.length === 0) return null;
  const go = (to: string) => void navigate(to);
  const run: Record<StoreOrderAction, () => void> = {
    cancel: () => void flows.cancel(o.orderNo),
    pay: () => go(cashierPath(sub, o.orderNo)),
    track: () => go(link(sub, 'post_order_info/:postOrderId', { postOrderId: o.shipmentId! })),
    receive: () => void flows.receive(o.orderNo),
    review: () => go(link(sub, 'product/evaluate/:orderId', { orderId: o.orderNo })),
    again: () => go(link(sub, 'product/detail/:spuId', { spuId: o.items[0]!.spuId })),
  };
  const busy = (a: StoreOrderAction) => (a === 'cancel' || a === 'receive') && flows.pending[a] === o.orderNo;
  const cls = (a: StoreOrderAction) =>
    bar ? (MAIN.has(a) ? 'y-btn' : 'y-btn y-btn-ghost') : MAIN.has(a) ? 'y-pill y-pill-main' : 'y-pill';
  const buttons = actions.map((a) => (
    <button key={a} type="button" className={cls(a)} onClick={run[a]} disabled={busy(a)}>
      {i18n._(storeOrderActionLabels[a])}
    </button>
  ));
  return bar ? (
    <ActionBar data-testid={testId}>{buttons}</ActionBar>
  ) : (
    <div className={className} data-testid={testId}>
      {buttons}
    </div>
  );
}
