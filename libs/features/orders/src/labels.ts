import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderKind } from '@yoga/contract';
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
