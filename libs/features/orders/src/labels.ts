import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EvaluationTag, OrderKind } from '@yoga/contract';
import type { OrderAction, OrderView } from './order-view';

export const viewLabels: Record<OrderView, MessageDescriptor> = {
  pending: msg`待支付`,
  booked: msg`已预约`,
  'to-evaluate': msg`待评价`,
  evaluated: msg`已评价`,
  paid: msg`已支付`,
  cancelled: msg`已取消`,
  refunded: msg`已退款`,
  expired: msg`已过期`,
};

/** The detail's header: what the state means and what comes next. */
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

export const actionLabels: Record<OrderAction, MessageDescriptor> = {
  'cancel-payment': msg`取消支付`,
  pay: msg`去支付`,
  'cancel-appointment': msg`取消预约`,
  evaluate: msg`提交评价`,
  'view-evaluation': msg`查看评价`,
};

export const kindLabels: Record<OrderKind, MessageDescriptor> = {
  course: msg`课程订单`,
  vip: msg`会员订单`,
  store: msg`商城订单`,
  deposit: msg`定金订单`,
  cert_exam: msg`考试报名订单`,
  cert_renewal: msg`证书续期订单`,
  coupon_package: msg`券包订单`,
  pearl: msg`珍珠订单`,
};

export const tagLabels: Record<EvaluationTag, MessageDescriptor> = {
  clear: msg`讲解清晰`,
  pace: msg`节奏合适`,
  detailed: msg`动作细致`,
  atmosphere: msg`氛围好`,
  patient: msg`老师耐心`,
  venue: msg`环境舒适`,
};
