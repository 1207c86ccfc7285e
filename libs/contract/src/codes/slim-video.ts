/**
 * Slim video courses' business codes: screens branch on these, never on the worded message. Plain
 * values; no imports.
 */
export const SLIM_VIDEO_CODES = {
  courseNotFound: 5801,
  lessonNotFound: 5802,
  /** The lesson is in a course the caller has not bought (not a free lesson). */
  lessonLocked: 5803,
  /** The caller owns the course already: nothing to buy. */
  alreadyOwned: 5804,
} as const;

/** How often the player writes the position while playing; pausing and leaving write at once. */
export const SLIM_VIDEO_SAVE_EVERY_MS = 5000;
