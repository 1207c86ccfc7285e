import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderView } from './order-view';

/**
 * The detail's header: what the state means and what comes next. Apart from the list's labels: only
 * the detail says them, so the list's catalog piece goes without.
 */
export const viewNotes: Record<OrderView, MessageDescriptor> = {
  pending: msg`请在倒计时结束前完成支付，超时订单将自动取消`,
  booked: msg`已为你预约好课程，请准时上课；开课前可取消预约并退款`,
  'to-evaluate': msg`课程已结束，说说你的上课感受吧`,
  evaluated: msg`感谢你的评价，它会帮助更多学员选课`,
  paid: msg`订单已支付成功`,
  cancelled: msg`订单已取消，如需购买请重新下单`,
  refunded: msg`预约已取消，款项将原路退回`,
  expired: msg`订单超时未支付，已自动关闭`,
};
