/**
 * Downloads, TV sign-in and coach cards: business codes and limits (zod-free, no imports).
 * Screens branch on these, never on the worded message.
 */
export const DOWNLOADS_CODES = {
  /** The TV code was never issued in this brand (or is not a code at all). */
  tvCodeNotFound: 5201,
  /** Older than TV_CODE_TTL_MS by the server's clock. */
  tvCodeExpired: 5202,
  /** Confirmed or refused already: a code is single use. */
  tvCodeUsed: 5203,
  /** No coach of that id in this brand. */
  coachNotFound: 5204,
} as const;

/** A TV sign-in code lives five minutes from the moment the TV asks for it. */
export const TV_CODE_TTL_MS = 5 * 60_000;
/** Six characters a person can read off a TV: upper-case letters and digits without I, O, 0 or 1. */
export const TV_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{6}$/;
/** How long an open page waits for the app to take over before it shows the download page. */
export const OPEN_APP_FALLBACK_MS = 2500;
