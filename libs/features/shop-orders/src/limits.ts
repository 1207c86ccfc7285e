/**
 * The contract's limits (libs/contract/src/shop.ts REVIEW_TEXT_MAX, REVIEW_PHOTOS_MAX and
 * libs/contract/src/evaluations.ts UPLOAD_MAX_BYTES, uploadContentTypes; SHOP_CODES), repeated as
 * plain values: a feature imports only types from the contract. limits.test.ts fails if they drift.
 */
export const TEXT_MAX = 500;
export const PHOTOS_MAX = 9;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const CODES = { notReviewable: 4305, notReceivable: 4306, shipmentNotFound: 4307 } as const;
