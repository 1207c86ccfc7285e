/**
 * Suman's campaign pages (the women's-day event, the welfare offer, the representative programme):
 * business codes and the limits both sides check. Plain values and pure functions; no imports but
 * the shared pure codes.
 */
import { isCityName } from './common';

export const CAMPAIGN_CODES = {
  /** No such event, offer or page in this sub-app (campaigns are suman's and its coaches'). */
  campaignNotFound: 4951,
  eventFull: 4952,
  eventEnded: 4953,
  alreadySignedUp: 4954,
  notSignedUp: 4955,
  offerEnded: 4956,
  alreadyClaimed: 4957,
  /** The welfare is for new students: anyone with a paid order in the brand is refused. */
  notEligible: 4958,
  alreadyApplied: 4959,
  /** A submission's receipt (submit_success?kind=&id=) that is not the caller's, or no longer stands. */
  receiptNotFound: 4960,
} as const;

/** The event's key in its page (activity38): lower case, digits and underscores. */
export const CAMPAIGN_KEY_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

/** What a suman form submitted, as its result page (submit_success) names it in the query. */
export const CAMPAIGN_RECEIPT_KINDS = ['representative', 'event'] as const;
export type CampaignReceiptKind = (typeof CAMPAIGN_RECEIPT_KINDS)[number];

export const REP_NAME_MAX = 20;
export const REP_CITY_MAX = 20;
export const REP_REASON_MIN = 10;
export const REP_REASON_MAX = 300;
/** A mainland mobile number: 11 digits starting with 1. */
export const REP_PHONE_PATTERN = /^1[3-9]\d{9}$/;

export type RepField = 'name' | 'phone' | 'city' | 'reason';

/** What is wrong with each field of a representative application (trimmed); empty when it is fine. */
export function repFormProblems(
  f: Record<RepField, string>,
): Partial<Record<RepField, 'empty' | 'format' | 'length'>> {
  const out: Partial<Record<RepField, 'empty' | 'format' | 'length'>> = {};
  const name = f.name.trim();
  const city = f.city.trim();
  const reason = f.reason.trim();
  const phone = f.phone.trim();
  if (!name) out.name = 'empty';
  else if (name.length > REP_NAME_MAX) out.name = 'length';
  if (!phone) out.phone = 'empty';
  else if (!REP_PHONE_PATTERN.test(phone)) out.phone = 'format';
  if (!city) out.city = 'empty';
  else if (city.length > REP_CITY_MAX) out.city = 'length';
  else if (!isCityName(city)) out.city = 'format';
  if (!reason) out.reason = 'empty';
  else if (reason.length < REP_REASON_MIN || reason.length > REP_REASON_MAX) out.reason = 'length';
  return out;
}
