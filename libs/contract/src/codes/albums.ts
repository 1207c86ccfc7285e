/**
 * Practice albums' business codes and limits (block 5250–5299): screens branch on these, never on
 * the worded message. Plain values, no imports.
 */
export const ALBUM_CODES = {
  /** No report for that month: it is after the business's current month. */
  monthNotFound: 5251,
  /** No annual report for that year: it is after the business's current year. */
  yearNotFound: 5252,
} as const;

/** A month of the report: YYYY-MM. */
export const ALBUM_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** How far back the practice records (and so the photos) go, in days before today. */
export const ALBUM_HISTORY_DAYS = 1460;
/** A year of the annual report. */
export const ALBUM_YEAR_PATTERN = /^20\d\d$/;
