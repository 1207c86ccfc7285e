/**
 * The contract's limits (libs/contract/src/shop.ts REVIEW_TEXT_MAX, REVIEW_PHOTOS_MAX, SHOP_CODES;
 * the upload's type and size are the kit's usePhotoUploads'), repeated as
 * plain values: a feature imports only types from the contract. limits.test.ts fails if they drift.
 */
export const TEXT_MAX = 500;
export const PHOTOS_MAX = 9;
export const CODES = { notReviewable: 4305, shipmentNotFound: 4307 } as const;
