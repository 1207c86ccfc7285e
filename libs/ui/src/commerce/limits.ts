/**
 * The upload limits of POST /api/uploads (libs/contract/src/evaluations.ts UPLOAD_MAX_BYTES,
 * uploadContentTypes), repeated as plain values so a screen's chunk does not carry the schema library;
 * limits.test.ts fails if they drift apart.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
