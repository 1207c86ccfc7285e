import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const fundsMessages = {
  fund_not_found: { zh: '投票不存在', en: 'There is no such vote' },
  fund_option_not_found: { zh: '没有这个选项', en: 'That option is not part of this vote' },
  fund_already_voted: {
    zh: '你已经投过票了，每人只能投一次',
    en: 'You have already voted. Each member votes once',
  },
  fund_not_started: { zh: '投票还没有开始', en: 'Voting has not started yet' },
  fund_closed: { zh: '投票已结束', en: 'Voting has ended' },
} as const satisfies Messages;
