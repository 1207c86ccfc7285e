import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const downloadsMessages = {
  tv_code_not_found: {
    zh: '登录码不存在，请在电视上重新获取',
    en: 'No such sign-in code: get a new one on the TV',
  },
  tv_code_expired: {
    zh: '登录码已过期，请在电视上重新获取',
    en: 'The sign-in code has expired: get a new one on the TV',
  },
  tv_code_used: { zh: '登录码已使用过', en: 'This sign-in code has been used already' },
  coach_not_found: { zh: '老师不存在', en: 'No such coach' },
} as const satisfies Messages;
