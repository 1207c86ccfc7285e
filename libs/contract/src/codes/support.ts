/**
 * The help centre's business codes and limits (service page, FAQ, "was this helpful"): screens
 * branch on these, never on the worded message. Plain values; no imports.
 */
export const SUPPORT_CODES = {
  /** No question of that id in this brand. */
  questionNotFound: 5050,
  /** This account (or this device, signed out) has already said whether the answer helped. */
  alreadyVoted: 5051,
} as const;

/** The longest search text the FAQ sends (the server refuses longer). */
export const SUPPORT_SEARCH_MAX = 40;

/** A device's id as the screens make it (random, kept in local storage): letters, digits, - and _. */
export const SUPPORT_DEVICE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A FAQ category's key as in `?category=`. */
export const SUPPORT_CATEGORY_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;
