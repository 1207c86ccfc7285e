import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const giftCardsMessages = {
  gift_card_type_not_found: { zh: '没有这种礼品卡', en: 'There is no such gift card' },
  gift_card_code_invalid: {
    zh: '兑换码不正确，请核对后重新输入',
    en: 'That code is not right. Check it and enter it again',
  },
  gift_card_code_used: { zh: '这张礼品卡已经兑换过了', en: 'This gift card has already been redeemed' },
  gift_card_code_expired: { zh: '这张礼品卡已过期', en: 'This gift card has expired' },
  gift_card_wrong_type: {
    zh: '这个兑换码不属于本页的礼品卡',
    en: 'This code is for a different gift card',
  },
  gift_card_too_many_attempts: {
    zh: '尝试次数过多，请稍后再试',
    en: 'Too many attempts. Please try again later',
  },
  gift_card_agreement_required: {
    zh: '请先阅读并同意礼品卡兑换规则',
    en: 'Please read and agree to the gift card terms first',
  },
} as const satisfies Messages;
