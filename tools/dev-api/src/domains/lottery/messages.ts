import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const lotteryMessages = {
  lottery_activity_not_found: { zh: '抽奖活动不存在', en: 'There is no such lucky draw' },
  lottery_prize_not_found: { zh: '奖品不存在', en: 'There is no such prize' },
  lottery_not_started: { zh: '活动还没有开始', en: 'The lucky draw has not started yet' },
  lottery_ended: { zh: '活动已结束', en: 'The lucky draw has ended' },
  lottery_no_chances: { zh: '抽奖次数已用完', en: 'You have no draws left' },
  lottery_sold_out: { zh: '奖品已全部抽完', en: 'All prizes have been won' },
  lottery_already_claimed: {
    zh: '收货地址已提交，不能再修改',
    en: 'The shipping address has been saved and cannot be changed',
  },
} as const satisfies Messages;
