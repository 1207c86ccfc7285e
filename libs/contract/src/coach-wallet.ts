import { z } from 'zod';
import { pageQuery, type Endpoint } from './common';
import { subAppId } from './common';

export * from './codes/coach-wallet';

/**
 * The coach wallet (coach sub-apps onmat-teacher and phala-teacher, coach token only): coupon packages
 * a coach buys through the cashier and hands out to students by a share link (the package's coupons
 * are a coupon activity students claim), and pearls, the coach currency, bought in packs. Money is in
 * fen; times are ISO strings. Buying creates an order of the orders domain; the payment credits.
 */

const fen = z.number().int().nonnegative();

/** A package of student coupons on sale. */
export const couponPackage = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** Coupons in the package. */
  count: z.number().int().positive(),
  /** What each coupon takes off a course (fen), and the least spend it needs. */
  couponValue: fen,
  minSpend: fen,
  /** Days a coupon stays valid once a student claimed it; days the share link stays open. */
  validDays: z.number().int().positive(),
  shareDays: z.number().int().positive(),
  price: fen,
  originalPrice: fen,
});
export const couponPackageCatalog = z.object({ packages: z.array(couponPackage) });

/** A package the coach bought: what was claimed and used of it. */
export const ownedPackage = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  count: z.number().int().positive(),
  couponValue: fen,
  /** Claimed by students; used on an order (pending or paid); still to hand out. */
  claimed: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  left: z.number().int().nonnegative(),
  /** The coupon activity students claim at (the share link's coupon_activity/:id). */
  activityId: z.number().int().positive(),
  boughtAt: z.string(),
  /** Until when the share link lets students claim. */
  shareUntil: z.string(),
  orderNo: z.string(),
});
/** One student's claim of a package coupon (the student masked). */
export const packageClaim = z.object({
  id: z.number().int().positive(),
  student: z.string(),
  claimedAt: z.string(),
  used: z.boolean(),
});
export const ownedPackageDetail = ownedPackage.extend({ claims: z.array(packageClaim) });

/** Buying a package or a pearl pack: the pending order to pay at the cashier. */
export const coachOrderCreated = z.object({ orderNo: z.string() });

export const pearlPack = z.object({
  id: z.number().int().positive(),
  pearls: z.number().int().positive(),
  /** Extra pearls the pack gives on top. */
  bonus: z.number().int().nonnegative(),
  price: fen,
});
export const pearlWallet = z.object({ balance: z.number().int().nonnegative(), packs: z.array(pearlPack) });
export const pearlBuyRequest = z.object({ packId: z.number().int().positive() });

export const pearlReason = z.enum(['purchase', 'gift']);
export const pearlEntry = z.object({
  id: z.number().int().positive(),
  reason: pearlReason,
  /** Pearls added (positive) or spent (negative), and the balance after. */
  change: z.number().int(),
  balance: z.number().int().nonnegative(),
  at: z.string(),
  /** The order that bought them; null for a gift. */
  orderNo: z.string().nullable(),
});
export const pearlLedger = z.object({
  list: z.array(pearlEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const coachWalletQuery = z.object({ subApp: subAppId });
export const coachWalletPageQuery = pageQuery.extend({ subApp: subAppId });

export type CouponPackage = z.infer<typeof couponPackage>;
export type CouponPackageCatalog = z.infer<typeof couponPackageCatalog>;
export type OwnedPackage = z.infer<typeof ownedPackage>;
export type OwnedPackageDetail = z.infer<typeof ownedPackageDetail>;
export type PackageClaim = z.infer<typeof packageClaim>;
export type CoachOrderCreated = z.infer<typeof coachOrderCreated>;
export type PearlPack = z.infer<typeof pearlPack>;
export type PearlWallet = z.infer<typeof pearlWallet>;
export type PearlEntry = z.infer<typeof pearlEntry>;
export type PearlLedger = z.infer<typeof pearlLedger>;
export type PearlReason = z.infer<typeof pearlReason>;

const token = 'coach AUTHORIZE_TOKEN (403; a student token or sub-app: 5504)';
export const coachWalletEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/coach-wallet/coupon-packages?subApp=',
    auth: token,
    request: null,
    response: couponPackageCatalog,
    about: 'Coupon packages on sale to coaches of the brand.',
  },
  {
    method: 'POST',
    path: '/api/coach-wallet/coupon-packages/:id/orders?subApp=',
    auth: token,
    request: null,
    response: coachOrderCreated,
    about:
      'A pending order for the package (kind coupon_package); once paid, its coupons become a share activity. 5501 unknown package.',
  },
  {
    method: 'GET',
    path: '/api/coach-wallet/coupon-packages/mine?subApp=&page=&pageSize=',
    auth: token,
    request: null,
    response: z.object({
      list: z.array(ownedPackage),
      page: z.number(),
      pageSize: z.number(),
      total: z.number(),
    }),
    about: 'The caller’s bought packages, newest first, with claimed, used and left.',
  },
  {
    method: 'GET',
    path: '/api/coach-wallet/coupon-packages/mine/:id?subApp=',
    auth: token,
    request: null,
    response: ownedPackageDetail,
    about: 'One bought package of the caller and its claims; 5502 for another’s or a missing one.',
  },
  {
    method: 'GET',
    path: '/api/coach-wallet/pearls?subApp=',
    auth: token,
    request: null,
    response: pearlWallet,
    about: 'The caller’s pearl balance and the packs on sale.',
  },
  {
    method: 'POST',
    path: '/api/coach-wallet/pearls/orders?subApp=',
    auth: token,
    request: pearlBuyRequest,
    response: coachOrderCreated,
    about:
      'A pending order for a pack (kind pearl); the payment (once per order) credits the balance and writes a ledger line. 5503 unknown pack.',
  },
  {
    method: 'GET',
    path: '/api/coach-wallet/pearls/ledger?subApp=&page=&pageSize=',
    auth: token,
    request: null,
    response: pearlLedger,
    about: 'The caller’s pearl ledger, newest first, with the balance after each line.',
  },
];
