/**
 * Coach distribution and product trials: business codes and limits, plain values (no imports).
 */
export const COACH_PROMOTE_CODES = {
  /** A coach endpoint called with a student token (or a student sub-app). */
  coachOnly: 5550,
  /** No sample of that spu in this brand. */
  sampleNotFound: 5551,
  /** The coach reviewed this sample already. */
  alreadyReviewed: 5552,
  /** A photo id that is not an upload of the caller. */
  photoNotYours: 5553,
} as const;

/** What a review takes: 1–5 stars, 10–500 characters, at most 6 photos. */
export const SAMPLE_REVIEW_TEXT_MIN = 10;
export const SAMPLE_REVIEW_TEXT_MAX = 500;
export const SAMPLE_REVIEW_PHOTOS_MAX = 6;
