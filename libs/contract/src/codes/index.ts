/**
 * `@yoga/contract/codes`: every business code and shared limit as plain values, with no zod (or
 * anything else) behind them, so a screen can import a value without pulling the schemas into its
 * bundle. The contract's domain files re-export these; nothing here may import from outside this folder.
 */
import { ADDRESS_CODES } from './address';
import { COURSE_MEDIA_CODES } from './course-media';
import { COURSE_CODES } from './courses';
import { INVOICE_CODES } from './invoice';
import { SHOP_CODES } from './shop';
import { VIP_CODES } from './vip';
import { WALLET_CODES } from './wallet';
import type { CodeDomain } from './ranges';

export * from './ranges';
export * from './common';
export * from './courses';
export * from './shop';
export * from './vip';
export * from './invoice';
export * from './course-media';
export * from './address';
export * from './wallet';

/** Each domain's codes under its range's name, for the uniqueness test and for tools. */
export const BUSINESS_CODES = {
  courses: COURSE_CODES,
  shop: SHOP_CODES,
  vip: VIP_CODES,
  invoice: INVOICE_CODES,
  courseMedia: COURSE_MEDIA_CODES,
  address: ADDRESS_CODES,
  wallet: WALLET_CODES,
} as const satisfies Record<CodeDomain, Record<string, number>>;

/**
 * The answers that mean "no such thing for you": unknown, deleted, or someone else's (the API does
 * not tell those apart). A detail screen shows its not-found state for them, never a retry.
 */
export const NOT_FOUND_CODES: readonly number[] = [
  404,
  COURSE_CODES.courseNotFound,
  SHOP_CODES.productNotFound,
  SHOP_CODES.shipmentNotFound,
  VIP_CODES.planNotFound,
  VIP_CODES.teacherNotFound,
  VIP_CODES.cardNotFound,
  VIP_CODES.depositTargetNotFound,
  INVOICE_CODES.invoiceNotFound,
  COURSE_MEDIA_CODES.cardNotFound,
  COURSE_MEDIA_CODES.playbackNotFound,
  ADDRESS_CODES.addressNotFound,
];
