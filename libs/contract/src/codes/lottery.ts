/**
 * The lottery's business codes and limits: screens branch on these, never on the worded message.
 * Plain values; no imports. A missing activity or prize (or someone else's) is a plain 404.
 */
export const LOTTERY_CODES = {
  /** The activity has not started yet: nothing can be drawn. */
  notStarted: 4751,
  ended: 4752,
  /** The caller has used every chance of the activity. */
  noChances: 4753,
  /** Every prize with a stock is gone and the activity has no "thanks" to fall back on. */
  soldOut: 4754,
  /** The prize's shipping address is saved already (it is saved once). */
  alreadyClaimed: 4755,
} as const;

/** An idempotency key of a draw, made by the client per press: letters, digits and dashes. */
export const LOTTERY_DRAW_KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/** Days from saving the address to the latest shipping day the page promises. */
export const LOTTERY_SHIP_WITHIN_DAYS = 7;
