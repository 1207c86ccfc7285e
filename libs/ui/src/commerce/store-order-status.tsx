import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StoreOrder, StoreOrderStatus } from '@yoga/contract';
import { useCountdown } from '@yoga/format';

/**
 * What a store order is, as a shopper reads it: its status, except that a closed order that had been
 * paid reads as refunded. Every list and detail that shows a store order (我的订单's store tab, the
 * purchase record, the order's detail) names it through this, so no two screens disagree.
 */
export type StoreOrderShown = StoreOrderStatus | 'refunded';

/**
 * The status to show. `expired`: a to-pay order past its pay window, which the server closes on its
 * next sweep; it reads as closed now rather than offer a payment that would be refused.
 */
export function storeOrderShown(
  o: Pick<StoreOrder, 'status' | 'state' | 'paidAt'>,
  expired = false,
): StoreOrderShown {
  if (o.status === 'to-pay' && expired) return 'closed';
  // Closed after payment: the money went back (the backbone says refunded; paidAt tells it too).
  if (o.status === 'closed' && (o.state === 'refunded' || o.paidAt !== null)) return 'refunded';
  return o.status;
}

/**
 * A store order as every card and the detail show it, ticking: its shown status, whether it is
 * still to pay and its pay window's time left, and how many units it holds.
 */
export function useStoreOrderView(o: StoreOrder) {
  const toPay = o.status === 'to-pay';
  const countdown = useCountdown(toPay ? o.payDeadline : null);
  const expired = toPay && countdown.done;
  return {
    shown: storeOrderShown(o, expired),
    toPay,
    expired,
    left: countdown.text,
    count: o.items.reduce((n, it) => n + it.quantity, 0),
  };
}

/** What a card's corner and the detail's header say about the order. */
export const storeOrderLabels: Record<StoreOrderShown, MessageDescriptor> = {
  'to-pay': msg`待付款`,
  'to-ship': msg`待发货`,
  shipped: msg`已发货`,
  // A context of its own: course orders say 待评价 as "Not evaluated"; here it is the shopper's to-do.
  received: msg({ message: '待评价', context: 'store order' }),
  reviewed: msg({ message: '已评价', context: 'store order' }),
  refunded: msg({ message: '已退款', context: 'store order' }),
  closed: msg`已关闭`,
};

/** The detail's header: what the status means and what comes next. */
export const storeOrderNotes: Record<StoreOrderShown, MessageDescriptor> = {
  'to-pay': msg`请在倒计时结束前完成支付，超时订单将自动关闭`,
  'to-ship': msg`已付款，仓库正在为你打包发货`,
  shipped: msg`商品已发出，收到后请确认收货`,
  received: msg`已确认收货，说说你对商品的感受吧`,
  reviewed: msg`交易完成，感谢你的评价`,
  refunded: msg`订单已关闭，款项已原路退回`,
  closed: msg`订单已关闭，如需购买请重新下单`,
};

/**
 * What the amount is, by state: due on an order to pay, paid on a paid one; a closed order was either
 * never paid (its total) or paid and refunded. Never "paid" for money that was not taken.
 */
export function StoreAmountWord({ shown }: { shown: StoreOrderShown }) {
  if (shown === 'to-pay') return <Trans>待付</Trans>;
  if (shown === 'refunded') return <Trans context="store order">已退款</Trans>;
  if (shown === 'closed') return <Trans context="store order">合计</Trans>;
  return <Trans context="store order">实付</Trans>;
}
