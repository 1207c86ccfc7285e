import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const walletMessages = {
  withdraw_too_small: { zh: '单次提现金额不能低于 ¥1.00', en: 'The smallest withdrawal is ¥1.00' },
  withdraw_insufficient: { zh: '可提现余额不足', en: 'Not enough available balance' },
  withdrawal_not_found: { zh: '提现记录不存在', en: 'Withdrawal not found' },
  withdrawal_cannot_advance: {
    zh: '该提现当前状态不可变更',
    en: 'This withdrawal cannot move to that state',
  },
  income_not_found: { zh: '收益记录不存在', en: 'Income record not found' },
  points_over_balance: { zh: '积分余额不足', en: 'Not enough points' },
  points_over_cap: {
    zh: '积分最多抵扣订单金额的 50%，且按整 100 积分使用',
    en: 'Points pay at most 50% of the price, in steps of 100',
  },
} as const satisfies Messages;
