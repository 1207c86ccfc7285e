/**
 * Certificate search (/cc) and the certificate page: business codes, limits and the certificate
 * number's shape. Plain values and pure functions; no imports (both sides take them from here).
 */
export const CERT_CODES = {
  /** Too many searches from this client, or for this one query; the refusal's data is { retryAt } (ISO). */
  tooManySearches: 4852,
  /** The exam slot has no seat left (another booking took the last one). */
  examSlotFull: 4853,
  /** The user already holds an active (pending or booked) exam booking in this sub-app. */
  examAlreadyBooked: 4854,
  /** Too late to cancel: the refusal's data is { cancelBefore } (ISO). */
  examCancelClosed: 4855,
  /** The slot is no longer bookable (it starts too soon or has passed). */
  examSlotClosed: 4856,
  /** The certificate cannot be renewed now; the refusal's data is { reasons } (see CERT_RENEWAL_REASONS). */
  renewalNotEligible: 4857,
} as const;

/** Exam bookings close this long before the slot starts, and so does cancelling one. */
export const CERT_EXAM_CANCEL_BEFORE_MS = 48 * 3600_000;
/** A certificate may be renewed from this many days before its expiry... */
export const CERT_RENEWAL_WINDOW_DAYS = 90;
/** ...until this many days after it. */
export const CERT_RENEWAL_GRACE_DAYS = 365;
/** Continuing-education hours needed to renew. */
export const CERT_RENEWAL_CREDIT_HOURS = 20;
/** A renewal adds this many days to the certificate (from its expiry, or from the payment when expired). */
export const CERT_RENEWAL_DAYS = 730;
/** Why a certificate is not renewable now. */
export const CERT_RENEWAL_REASONS = ['too_early', 'expired_too_long', 'credit_hours', 'revoked'] as const;

/** A certificate number: two capitals (the issuer), the year, eight digits: OM2024000101. */
export const CERT_NO_PATTERN = /^[A-Z]{2}\d{12}$/;
/** Searches allowed per client address, and per query (one name + ID number, or one number), in the window. */
export const CERT_SEARCHES_PER_CLIENT = 30;
export const CERT_SEARCHES_PER_QUERY = 10;
export const CERT_SEARCH_WINDOW_MS = 10 * 60_000;
/**
 * Certificate pages (GET /api/certificates/:id) opened per client address in the same window; past
 * it the lookup is refused (429 with data { retryAt }). A person opens a handful; an enumerator many.
 */
export const CERT_LOOKUPS_PER_CLIENT = 60;

/**
 * A certificate's public id (its page, QR and share links): 16 random hex characters, so one id
 * tells nothing of another's (issue 31: sequential ids were walked one by one).
 */
export const CERT_PUBLIC_ID_PATTERN = /^[0-9a-f]{16}$/;

/** A typed or scanned certificate number as stored: upper case, spaces and dashes dropped. */
export function normaliseCertNo(raw: string): string {
  return raw.toUpperCase().replace(/[\s\-_.]+/g, '');
}
