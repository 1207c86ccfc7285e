/**
 * Gift-card redemption's business codes and limits: screens branch on these, never on the worded
 * message. Plain values and one pure function (the code normaliser both sides use); no imports.
 */
export const GIFT_CARD_CODES = {
  /** No card type of that key in this brand (the page's :key names nothing). */
  typeNotFound: 4601,
  /** No such code in this brand, or not a code at all: the same answer, so codes cannot be probed. */
  codeInvalid: 4602,
  codeUsed: 4603,
  codeExpired: 4604,
  /** The code is of another card type than the page's; the refusal's data is { key } of the code's type. */
  wrongType: 4605,
  /** Too many failed attempts for this account or this client; the refusal's data is { retryAt } (ISO). */
  tooManyAttempts: 4606,
  agreementRequired: 4607,
} as const;

/** A card type's key as in a page's path (thirty_day): anything else names no card type. */
export const GIFT_CARD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

/** Letters and digits a person reads without doubt: no I, O, 0 or 1. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 16 characters of 32 (80 bits): shown in four groups of four. */
export const GIFT_CARD_CODE_LENGTH = 16;
export const GIFT_CARD_GROUP = 4;
/** Failed redemptions allowed per account, and per client address, within the window. */
export const GIFT_CARD_ATTEMPTS_PER_ACCOUNT = 5;
export const GIFT_CARD_ATTEMPTS_PER_CLIENT = 20;
export const GIFT_CARD_ATTEMPT_WINDOW_MS = 15 * 60_000;

/**
 * A typed or pasted code as stored: upper case, spaces, dashes and other separators dropped. It may
 * still be incomplete or hold characters outside the alphabet (`giftCardCodeProblem` says which).
 */
export function normaliseGiftCardCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s\-_.·—–]+/g, '');
}

/** What is wrong with a normalised code: null when it is well formed. */
export function giftCardCodeProblem(code: string): 'empty' | 'characters' | 'length' | null {
  if (code === '') return 'empty';
  for (const ch of code) if (!GIFT_CARD_ALPHABET.includes(ch)) return 'characters';
  return code.length === GIFT_CARD_CODE_LENGTH ? null : 'length';
}

/** ABCDEFGHJKLMNPQR -> ABCD-EFGH-JKLM-NPQR (a partial code is grouped as far as it goes). */
export function groupGiftCardCode(code: string): string {
  return (code.match(new RegExp(`.{1,${GIFT_CARD_GROUP}}`, 'g')) ?? []).join('-');
}
