import { z } from 'zod';
import { msg, subAppId, type Endpoint } from './common';
import { GIFT_CARD_KEY_PATTERN } from './codes/gift-cards';

export * from './codes/gift-cards';

/**
 * Gift-card redemption: a card type per brand (what a card grants), redeeming a code once (signed in,
 * attempts limited), and the caller's latest redemption of a type for the success page. Times are ISO
 * strings; a membership is granted through the VIP domain, a class pass through course media.
 */

/** A card type's key as in the page's path (thirty_day): lower case, digits and underscores. */
export const giftCardKey = z
  .string(msg('invalid_params'))
  .regex(GIFT_CARD_KEY_PATTERN, msg('invalid_params'));

/** member: days of the VIP membership; class_pass: sessions of a class pass valid for days. */
export const giftCardGrantKind = z.enum(['member', 'class_pass']);

export const giftCardType = z.object({
  key: z.string(),
  name: z.string(),
  kind: giftCardGrantKind,
  /** How long what it grants runs, from redemption (a membership is extended when one is running). */
  days: z.number().int().positive(),
  /** Classes of a class pass; null for a membership. */
  sessions: z.number().int().positive().nullable(),
  /** What it grants, one line each, in the caller's language. */
  benefits: z.array(z.string()),
});

/** The body of a redemption: the page's type, the code as typed (normalised by the server too). */
export const giftCardRedeemRequest = z.object({
  key: giftCardKey,
  code: z.string(msg('invalid_params')).min(1, msg('invalid_params')).max(64, msg('invalid_params')),
  /** The gift-card terms were ticked; refused (4607) otherwise. */
  agree: z.boolean(),
});

export const giftCardRedemption = z.object({
  id: z.number().int().positive(),
  key: z.string(),
  /** The card type's name, in the caller's language. */
  name: z.string(),
  kind: giftCardGrantKind,
  days: z.number().int().positive(),
  sessions: z.number().int().positive().nullable(),
  /** The last four characters of the code, to recognise the card by. */
  codeTail: z.string(),
  redeemedAt: z.string(),
  /** The end of what was granted: the membership's (extended) end, or the class pass's. */
  validUntil: z.string(),
  /** The class pass it granted (its page is course_card/:id); null for a membership. */
  classPassId: z.number().int().positive().nullable(),
});

/** The latest redemption of a type by the caller, or null when they have redeemed none. */
export const giftCardLatest = z.object({ redemption: giftCardRedemption.nullable() });

export const giftCardLatestQuery = z.object({ key: giftCardKey });

/** A refusal's data for wrongType / tooManyAttempts (see GIFT_CARD_CODES). */
export const giftCardRefusal = z.object({ key: z.string().optional(), retryAt: z.string().optional() });

export type GiftCardType = z.infer<typeof giftCardType>;
export type GiftCardRedeemRequest = z.infer<typeof giftCardRedeemRequest>;
export type GiftCardRedemption = z.infer<typeof giftCardRedemption>;
export type GiftCardLatest = z.infer<typeof giftCardLatest>;
export type GiftCardRefusal = z.infer<typeof giftCardRefusal>;

const token = 'AUTHORIZE_TOKEN (403)';
export const giftCardsEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/gift-cards/types/:key?subApp=',
    auth: 'none',
    request: null,
    response: giftCardType,
    about:
      'A card type of the brand and what it grants (the page opens signed out). 4601 for an unknown key.',
  },
  {
    method: 'POST',
    path: '/api/gift-cards/redeem?subApp=',
    auth: token,
    request: giftCardRedeemRequest,
    response: giftCardRedemption,
    about:
      'Redeems a code once, in one transaction, and grants its membership or class pass. 4602 unknown code, 4603 used, 4604 expired, 4605 another type ({ key }), 4606 too many failed attempts per account or client ({ retryAt }), 4607 without agree.',
  },
  {
    method: 'GET',
    path: '/api/gift-cards/redemptions/latest?subApp=&key=',
    auth: token,
    request: null,
    response: giftCardLatest,
    about:
      'The caller’s latest redemption of a card type in this sub-app (null when none): the success page reads it.',
  },
];

/** Development-only: a fresh card of a type (the e2e journey redeems it), and the seeded demo codes. */
export const devGiftCardIssue = z.object({ subApp: subAppId, key: giftCardKey });
export const devGiftCardIssued = z.object({ code: z.string() });
export const devGiftCardDemo = z.array(
  z.object({ key: z.string(), code: z.string(), state: z.enum(['new', 'used', 'expired']) }),
);
