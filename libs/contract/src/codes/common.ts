/** Paging bounds every list call accepts. */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 100;

export const EVALUATION_TEXT_MAX = 500;
export const EVALUATION_PHOTOS_MAX = 6;
/** One uploaded photo at most. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** An order number as the API issues it (prefix and 14 digits); anything else names no order. */
export const ORDER_NO_PATTERN = /^[A-Z]{2,4}\d{14}$/;
