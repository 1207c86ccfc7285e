/**
 * The contract's limits (libs/contract/src/evaluations.ts), repeated as plain values so this screen's
 * chunk does not carry the schema library; limits.test.ts fails if the two drift apart.
 */
export const TEXT_MAX = 500;
export const PHOTOS_MAX = 6;
