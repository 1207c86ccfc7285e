/**
 * The part of an area code the form needs on first load. The full table (names, index letters)
 * arrives with the chooser, so the default lives here as a constant, not as a row of that table.
 */
export interface Area {
  /** ISO 3166 code, for phone validation and the chooser's selection. */
  iso: string;
  /** Calling code without "+". */
  code: string;
}

export const DEFAULT_AREA: Area = { iso: 'CN', code: '86' };
