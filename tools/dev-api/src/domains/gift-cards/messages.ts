import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const giftCardsMessages = {
  gift_cards_not_found: { zh: '内容不存在或不属于你', en: 'Not found, or not yours' },
} as const satisfies Messages;
