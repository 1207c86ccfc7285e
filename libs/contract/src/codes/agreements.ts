/**
 * Legal documents' business codes and limits: screens branch on these, never on the worded message.
 * Plain values; no imports.
 */
export const AGREEMENT_CODES = {
  /** No document of that key (or of that version) in this brand for this audience. */
  documentNotFound: 5001,
} as const;

/** A document's key as in a page's path (privacy, sports_safety): anything else names no document. */
export const AGREEMENT_KEY_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

/** Articles (article/:id) and coach notices (article/notify) share the documents' block and range. */
export const ARTICLE_CODES = {
  /** No article of that id in this brand, or no notice for this sub-app. */
  articleNotFound: 5002,
} as const;
