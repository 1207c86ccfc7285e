import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderKind, PointsEntry, PointsReason, WalletIncome, WithdrawalState } from '@yoga/contract';

/** Why points moved; a line about an order also names it (points-ledger). */
export const reasonLabels: Record<PointsReason, MessageDescriptor> = {
  purchase: msg`下单获得`,
  checkin: msg`每日签到`,
  redeem: msg`下单抵扣`,
  return: msg`取消订单退回`,
  refund: msg`退款扣回`,
  bonus: msg`活动奖励`,
};

/** Points earned by a paid order, named by what it bought: a mat is a store purchase, not a course. */
const earnedBy: Record<OrderKind, MessageDescriptor> = {
  course: msg`购买课程获得`,
  store: msg`商城购物获得`,
  vip: msg`开通会员获得`,
  deposit: msg`支付定金获得`,
  cert_exam: msg`考试报名获得`,
  cert_renewal: msg`证书续期获得`,
  coupon_package: msg`购买券包获得`,
  pearl: msg`购买珍珠获得`,
};

/** Points spent on an order, named by what it bought. */
const spentOn: Record<OrderKind, MessageDescriptor> = {
  course: msg`购买课程抵扣`,
  store: msg`商城购物抵扣`,
  vip: msg`开通会员抵扣`,
  deposit: msg`支付定金抵扣`,
  cert_exam: msg`考试报名抵扣`,
  cert_renewal: msg`证书续期抵扣`,
  coupon_package: msg`购买券包抵扣`,
  pearl: msg`购买珍珠抵扣`,
};

/** A ledger line's name: why the points moved and, for an order's line, what the order bought. */
export function lineLabel(e: Pick<PointsEntry, 'reason' | 'orderKind'>): MessageDescriptor {
  if (e.orderKind && e.reason === 'purchase') return earnedBy[e.orderKind];
  if (e.orderKind && e.reason === 'redeem') return spentOn[e.orderKind];
  return reasonLabels[e.reason];
}

export const withdrawalLabels: Record<WithdrawalState, MessageDescriptor> = {
  applied: msg`申请中`,
  processing: msg`处理中`,
  paid: msg`已到账`,
  rejected: msg`已驳回`,
};

export const incomeStateLabels: Record<WalletIncome['state'], MessageDescriptor> = {
  pending: msg`待结算`,
  settled: msg`已结算`,
};

export const incomeKindLabels: Record<WalletIncome['kind'], MessageDescriptor> = {
  commission: msg`课程分佣`,
  study_reward: msg`学习奖励`,
};
