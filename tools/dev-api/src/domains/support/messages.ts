import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const supportMessages = {
  support_question_not_found: { zh: '问题不存在', en: 'No such question' },
  support_already_voted: { zh: '你已经评价过这个回答了', en: 'You have already rated this answer' },
} as const satisfies Messages;
