import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const ordersMessages = {
  invalid_order_no: { zh: '订单号格式不正确', en: 'The order number is not valid' },
  invalid_order_kind: { zh: '订单类型不正确', en: 'Unknown order type' },
  invalid_title: { zh: '商品名称不正确', en: 'The item name is not valid' },
  invalid_amount: { zh: '金额不正确', en: 'The amount is not valid' },
  order_not_found: { zh: '订单不存在', en: 'Order not found' },
  order_expired: { zh: '订单已超时关闭，请重新下单', en: 'This order has expired, please order again' },
  order_already_paid: { zh: '订单已支付，无需重复支付', en: 'This order has already been paid' },
  order_closed: { zh: '订单已关闭', en: 'This order is closed' },
  order_cannot_cancel: { zh: '当前订单状态不可取消', en: 'This order can no longer be cancelled' },
} as const satisfies Messages;
