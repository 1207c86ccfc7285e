/**
 * Slim's business flow (practice handbooks sold per course, the owner's statistics, assessments,
 * coach sign-ups): business codes and limits. Plain values; no imports.
 */
export const SLIM_BUSINESS_CODES = {
  /** No such business course (or handbook of it). */
  courseNotFound: 5850,
  /** No such handbook edition of the course. */
  handbookNotFound: 5851,
  /** Fewer handbooks left than asked for; data is { left }. */
  notEnoughStock: 5852,
  /** The quantity is outside the edition's limits; data is { min, max }. */
  badQuantity: 5853,
  /** Statistics and assessments are the course owner's only. */
  notOwner: 5854,
  /** No such assessment. */
  examNotFound: 5855,
  /** No signed partnership for this coach. */
  signingNotFound: 5856,
  /** The caller's unpaid handbook orders already hold one order's worth; data is null, the message names the most. */
  holdLimit: 5857,
} as const;

/** The buyer's name: 2 to 20 characters. */
export const HANDBOOK_BUYER_NAME_MIN = 2;
export const HANDBOOK_BUYER_NAME_MAX = 20;
/** Days of statistics shown, today included. */
export const ORDER_DATA_DAYS = 30;
/** The buyer's contact: a mainland mobile number. */
export const HANDBOOK_BUYER_PHONE_PATTERN = /^1[3-9]\d{9}$/;
