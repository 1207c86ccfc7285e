import { z } from 'zod';
import { msg, page, pageQuery, subAppId, type Endpoint } from './common';
import { courseCoupon } from './courses';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export { COUPON_CODES } from './codes/coupons';

const id = z.number().int().positive();
const count = z.number().int().min(0);
/** Money is fen on the wire. */
const fen = z.number().int().min(0);
const idText = z
  .string(msg('invalid_params'))
  .regex(/^\d{1,9}$/, msg('invalid_params'))
  .transform(Number);

/** Where a coupon can be spent: a course order (course_pay) or a store order (the order sheet). */
export const couponScope = z.enum(['course', 'store']);
/** The tabs of coupon_list: unused still usable, used by a pending or paid order, expired unused. */
export const couponState = z.enum(['unused', 'used', 'expired']);

/** The rules a coupon carries, the same on an activity (before claiming) and in my coupons. */
const couponRules = {
  title: z.string(),
  kind: z.enum(['amount', 'percent']),
  /** fen for `amount`, percent off (1–99) for `percent`. */
  value: z.number().int().positive(),
  minSpend: fen,
  scope: couponScope,
  /** A course coupon handed out for one course names it (where "use" leads); any course takes it. */
  courseId: id.nullable(),
};

/** One coupon of the signed-in user. */
export const myCoupon = z.object({
  id,
  ...couponRules,
  validUntil: z.string(),
  state: couponState,
  claimedAt: z.string().nullable(),
});
export const myCouponPage = page(myCoupon);
export const myCouponsQuery = z.object({ subApp: subAppId, state: couponState }).extend(pageQuery.shape);

/** not-started / open / ended by the activity's dates; sold-out when no coupon of it is left. */
export const couponActivityState = z.enum(['not-started', 'open', 'ended', 'sold-out']);
export const activityCoupon = z.object({
  id,
  ...couponRules,
  /** Days a claimed coupon stays valid. */
  validDays: z.number().int().positive(),
  stock: count,
  left: count,
  /** The caller claimed this one already (false signed out). */
  claimed: z.boolean(),
});
export const couponActivity = z.object({
  id,
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: couponActivityState,
  coupons: z.array(activityCoupon),
});
export const couponClaimRequest = z.object({ couponId: id });

/** The coach's view of an activity: stock, claimed and used per coupon. */
export const teacherActivityCoupon = z.object({
  id,
  ...couponRules,
  stock: count,
  claimed: count,
  used: count,
});
export const teacherCouponActivity = z.object({
  id,
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: couponActivityState,
  coupons: z.array(teacherActivityCoupon),
});

export const activityIdText = idText;

/** The coupons for one purchase: a course's class now (the store's order later), each with why not. */
export const usableCouponsQuery = z.object({ subApp: subAppId, courseId: idText, classId: idText });
export const usableStoreCouponsQuery = z.object({
  subApp: subAppId,
  skuId: idText,
  quantity: idText,
});
export const usableCoupons = z.object({ coupons: z.array(courseCoupon), bestCouponId: id.nullable() });
export const devCouponActivity = z.object({
  subApp: subAppId,
  stock: z.number().int().min(0).max(1000).default(10),
  startsInDays: z.number().int().default(-1),
  endsInDays: z.number().int().default(7),
  scope: couponScope.default('course'),
});

/**
 * The new-user gift (suman): one pack of coupons, claimed all at once, once per user, for students
 * who have never paid an order of the sub-app. The server decides: `eligibility` says which of
 * signed out / may claim / not a new student / claimed already is the caller; `received` lists the
 * coupons the caller got (empty until claimed).
 */
export const newUserEligibility = z.enum(['signed-out', 'eligible', 'not-new', 'claimed']);
export const newUserGift = z.object({
  id,
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: couponActivityState,
  coupons: z.array(activityCoupon),
  eligibility: newUserEligibility,
  received: z.array(myCoupon),
});
export const newUserGiftQuery = z.object({ subApp: subAppId });

export type NewUserEligibility = z.infer<typeof newUserEligibility>;
export type NewUserGift = z.infer<typeof newUserGift>;
export type UsableCoupons = z.infer<typeof usableCoupons>;
export type CouponScope = z.infer<typeof couponScope>;
export type CouponState = z.infer<typeof couponState>;
export type MyCoupon = z.infer<typeof myCoupon>;
export type MyCouponPage = z.infer<typeof myCouponPage>;
export type CouponActivityState = z.infer<typeof couponActivityState>;
export type ActivityCoupon = z.infer<typeof activityCoupon>;
export type CouponActivity = z.infer<typeof couponActivity>;
export type TeacherCouponActivity = z.infer<typeof teacherCouponActivity>;
export type TeacherActivityCoupon = z.infer<typeof teacherActivityCoupon>;

const token = 'AUTHORIZE_TOKEN (403)';
export const couponsEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/coupons/mine?subApp=&state=&page=&pageSize=',
    auth: token,
    request: null,
    response: myCouponPage,
    about: 'The signed-in user’s coupons in one state (unused, used, expired), soonest expiry first.',
  },
  {
    method: 'GET',
    path: '/api/coupons/usable?subApp=&courseId=&classId=',
    auth: token,
    request: null,
    response: usableCoupons,
    about:
      'The caller’s coupons for buying one class of a course, after the VIP price: each usable or why not, and the one that saves most.',
  },
  {
    method: 'GET',
    path: '/api/coupons/usable/store?subApp=&skuId=&quantity=',
    auth: token,
    request: null,
    response: usableCoupons,
    about:
      'The caller’s store coupons for buying a quantity of one SKU (on the goods, after the member price): each usable or why not, and the best.',
  },
  {
    method: 'GET',
    path: '/api/coupons/activities/:id?subApp=',
    auth: 'optional AUTHORIZE_TOKEN',
    request: null,
    response: couponActivity,
    about: 'A coupon activity of the brand: its coupons, rules and stock left; `claimed` for the caller.',
  },
  {
    method: 'POST',
    path: '/api/coupons/activities/:id/claim?subApp=',
    auth: token,
    request: couponClaimRequest,
    response: myCoupon,
    about: 'Claim one coupon of an open activity: one per user, never more than its stock.',
  },
  {
    method: 'GET',
    path: '/api/coupons/teacher/activities/:id?subApp=',
    auth: 'AUTHORIZE_TOKEN of a coach sub-app (403)',
    request: null,
    response: teacherCouponActivity,
    about: 'A coach’s view of an activity of the brand: stock, claimed and used per coupon.',
  },
  {
    method: 'GET',
    path: '/api/coupons/new-user?subApp=',
    auth: 'optional AUTHORIZE_TOKEN',
    request: null,
    response: newUserGift,
    about:
      'The brand’s new-user gift: its coupons with rules and stock left; with a token whether the caller may claim it (never paid an order of the sub-app) and what they received.',
  },
  {
    method: 'POST',
    path: '/api/coupons/new-user/claim?subApp=',
    auth: token,
    request: null,
    response: newUserGift,
    about:
      'Claim the whole gift at once: once per user, only for a student who never paid an order of the sub-app, never more than any coupon’s stock (all or nothing).',
  },
];
