import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PointsReason, WalletIncome, WithdrawalState } from '@yoga/contract';

/** Why points moved; a line about an order also names it (points-ledger). */
export const reasonLabels: Record<PointsReason, MessageDescriptor> = {
  purchase: msg`下单获得`,
  checkin: msg`每日签到`,
  redeem: msg`下单抵扣`,
  return: msg`取消订单退回`,
  refund: msg`退款扣回`,
  bonus: msg`活动奖励`,
};

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
