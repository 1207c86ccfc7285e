/**
 * Certificate search (/cc) and the certificate page: business codes, limits and the certificate
 * number's shape. Plain values and pure functions; no imports (both sides take them from here).
 */
export const CERT_CODES = {
  /** Too many searches from this client, or for this one query; the refusal's data is { retryAt } (ISO). */
  tooManySearches: 4852,
} as const;

/** A certificate number: two capitals (the issuer), the year, eight digits: OM2024000101. */
export const CERT_NO_PATTERN = /^[A-Z]{2}\d{12}$/;
/** Searches allowed per client address, and per query (one name + ID number, or one number), in the window. */
export const CERT_SEARCHES_PER_CLIENT = 30;
export const CERT_SEARCHES_PER_QUERY = 10;
export const CERT_SEARCH_WINDOW_MS = 10 * 60_000;

/** A typed or scanned certificate number as stored: upper case, spaces and dashes dropped. */
export function normaliseCertNo(raw: string): string {
  return raw.toUpperCase().replace(/[\s\-_.]+/g, '');
}
