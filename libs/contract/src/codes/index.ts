/**
 * `@yoga/contract/codes`: every business code and shared limit as plain values, with no zod (or
 * anything else) behind them, so a screen can import a value without pulling the schemas into its
 * bundle. The contract's domain files re-export these; nothing here may import from outside this folder.
 */
import { ADDRESS_CODES } from './address';
import { GIFT_CARD_CODES } from './gift-cards';
import { SLIM_VIDEO_CODES } from './slim-video';
import { CAMPAIGN_CODES } from './campaigns';
import { COUPON_CODES } from './coupons';
import { CHECK_IN_CODES } from './check-in';
import { FUND_CODES } from './funds';
import { CERT_CODES } from './certificates';
import { FLASH_SALE_CODES } from './flash-sale';
import { SLIM_BUSINESS_CODES } from './slim-business';
import { AGREEMENT_CODES, ARTICLE_CODES } from './agreements';
import { LOTTERY_CODES } from './lottery';
import { SUPPORT_CODES } from './support';
import { ACCOUNT_CODES } from './account';
import { DOWNLOADS_CODES } from './downloads';
import { COURSE_MEDIA_CODES } from './course-media';
import { COURSE_CODES } from './courses';
import { INVOICE_CODES } from './invoice';
import { SHOP_CODES } from './shop';
import { VIP_CODES } from './vip';
import { WALLET_CODES } from './wallet';
import { FEEDBACK_CODES } from './feedback';
import { ALBUM_CODES } from './albums';
import { PAGE_CODES } from './pages';
import { COACH_PROMOTE_CODES } from './coach-promote';
import { COACH_WALLET_CODES } from './coach-wallet';
import { MATERIAL_CODES } from './materials';
import { COACH_ANSWER_CODES } from './coach-answers';
import { COACH_EVENT_CODES } from './coach-events';
import { COACH_CLASS_CODES } from './coach-classes';
import { COACH_ACCOUNT_CODES } from './coach-account';
import { PRACTICE_CODES } from './practice';
import { TALENT_CODES } from './talent';
import { CLASS_MATERIAL_CODES } from './class-materials';
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
export * from './points';
export * from './pending-order';
export * from './gift-cards';
export * from './campaigns';
export * from './coupons';
export * from './check-in';
export * from './funds';
export * from './certificates';
export * from './flash-sale';
export * from './slim-business';
export * from './agreements';
export * from './lottery';
export * from './support';
export * from './account';
export * from './feedback';
export * from './downloads';
export * from './albums';
export * from './pages';
export * from './coach-promote';
export * from './coach-wallet';
export * from './materials';
export * from './coach-answers';
export * from './coach-events';
export * from './coach-classes';
export * from './coach-account';
export * from './practice';
export * from './talent';
export * from './class-materials';
export * from './slim-video';

/** Each domain's codes under its range's name, for the uniqueness test and for tools. */
export const BUSINESS_CODES = {
  courses: COURSE_CODES,
  shop: SHOP_CODES,
  vip: VIP_CODES,
  invoice: INVOICE_CODES,
  courseMedia: COURSE_MEDIA_CODES,
  address: ADDRESS_CODES,
  wallet: WALLET_CODES,
  giftCards: GIFT_CARD_CODES,
  slimVideo: SLIM_VIDEO_CODES,
  coupons: COUPON_CODES,
  checkIn: CHECK_IN_CODES,
  funds: FUND_CODES,
  certificates: CERT_CODES,
  flashSale: FLASH_SALE_CODES,
  slimBusiness: SLIM_BUSINESS_CODES,
  documents: { ...AGREEMENT_CODES, ...ARTICLE_CODES },
  campaigns: CAMPAIGN_CODES,
  lottery: LOTTERY_CODES,
  support: SUPPORT_CODES,
  account: ACCOUNT_CODES,
  feedback: FEEDBACK_CODES,
  downloads: DOWNLOADS_CODES,
  albums: ALBUM_CODES,
  pages: PAGE_CODES,
  coachPromote: COACH_PROMOTE_CODES,
  coachWallet: COACH_WALLET_CODES,
  materials: MATERIAL_CODES,
  coachAnswers: COACH_ANSWER_CODES,
  coachEvents: COACH_EVENT_CODES,
  coachClasses: COACH_CLASS_CODES,
  coachAccount: COACH_ACCOUNT_CODES,
  practice: PRACTICE_CODES,
  talent: TALENT_CODES,
  classMaterials: CLASS_MATERIAL_CODES,
} as const satisfies Record<CodeDomain, Record<string, number>>;

export { NOT_FOUND_CODES } from './not-found';
