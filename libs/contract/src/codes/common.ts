/** Paging bounds every list call accepts. */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 100;

export const EVALUATION_TEXT_MAX = 500;
export const EVALUATION_PHOTOS_MAX = 6;
/** One uploaded photo at most. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** An order number as the API issues it (prefix and 14 digits); anything else names no order. */
export const ORDER_NO_PATTERN = /^[A-Z]{2,4}\d{14}$/;

/**
 * A text's length as the user sees it and as every limit counts it: code points after trimming, so an
 * emoji is one character on the counter and on the server alike (UTF-16 `length` counts it twice).
 */
export const textLength = (s: string): number => Array.from(s.trim()).length;

/**
 * A city's name as a person writes it: letters of any script, with spaces, dots, hyphens and
 * apostrophes between them (上海, Xi'an, St. Louis); a number such as "15" names no city.
 */
export const CITY_PATTERN = /^\p{L}+(?:[ .'’-]*\p{L}+)*\.?$/u;
export const isCityName = (city: string): boolean => CITY_PATTERN.test(city.trim());
