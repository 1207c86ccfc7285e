import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const agreementsMessages = {
  agreement_not_found: { zh: '协议不存在', en: 'No such agreement' },
} as const satisfies Messages;
