/**
 * CMS pages' business codes (public/page?id=): screens branch on these, never on the worded message.
 * Plain values; no imports.
 */
export const PAGE_CODES = {
  /** No published page of that id in this brand. */
  pageNotFound: 5300,
  /** No recipe of that id for this sub-app (recipes are slim's). */
  recipeNotFound: 5301,
} as const;
