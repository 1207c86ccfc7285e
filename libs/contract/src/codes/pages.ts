/**
 * CMS pages' business codes (public/page?id=): screens branch on these, never on the worded message.
 * Plain values; no imports.
 */
export const PAGE_CODES = {
  /** No published page of that id in this brand. */
  pageNotFound: 5300,
  /** No recipe of that id for this sub-app (recipes are slim's). */
  recipeNotFound: 5301,
  /** No practice of that id for this sub-app (practices are slim's). */
  practiceNotFound: 5302,
  /** This practice was already rated by the caller: a rating is sent once. */
  practiceAlreadyRated: 5303,
} as const;

/** A practice's feedback: 1–5 stars and at most this many characters of text. */
export const PRACTICE_FEEDBACK_MAX = 200;
