import { z } from 'zod';
import { msg, page, pageQuery, subAppId, type Endpoint } from './common';
import { COURSE_CODES } from './codes/courses';
import { pointsToUse } from './points';
// Plain values live in ./codes (the zod-free `@yoga/contract/codes` entry); re-exported for the server.
export { COURSE_CODES } from './codes/courses';

const id = z.number().int().positive();
const count = z.number().int().min(0);
/** Money is fen on the wire. */
const fen = z.number().int().min(0);
const idText = z
  .string(msg('invalid_params'))
  .regex(/^\d{1,9}$/, msg('invalid_params'))
  .transform(Number);

export const coachSummary = z.object({ id, name: z.string(), title: z.string() });
export const classTime = z.object({ id, startsAt: z.string(), seats: count, seatsLeft: count });
export const outlineItem = z.object({ title: z.string(), minutes: count });
export const courseReview = z.object({
  id,
  author: z.string(),
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  date: z.string(),
});
/** sold-out: on sale, but no upcoming class has a seat left. */
export const courseState = z.enum(['on-sale', 'sold-out', 'ended']);
export const coursePurchase = z.object({
  orderNo: z.string(),
  state: z.enum(['pending', 'paid']),
  classId: id,
  startsAt: z.string(),
});
export const courseDetail = z.object({
  id,
  title: z.string(),
  summary: z.string(),
  /** A same-origin image path (the stand-in draws one per course, no words on it), or null: a neutral placeholder. */
  cover: z.string().nullable(),
  minutes: count,
  price: fen,
  vipPrice: fen,
  state: courseState,
  coach: coachSummary,
  outline: z.array(outlineItem),
  classes: z.array(classTime),
  rating: z.number().min(0).max(5),
  reviewCount: count,
  reviews: z.array(courseReview),
  /** The signed-in user's order of this course, or null (also when signed out). */
  purchase: coursePurchase.nullable(),
});

export const couponReason = z.enum(['used', 'expired', 'min-spend']);
export const courseCoupon = z.object({
  id,
  title: z.string(),
  kind: z.enum(['amount', 'percent']),
  /** fen for `amount`, percent off (1–99) for `percent`. */
  value: z.number().int().positive(),
  minSpend: fen,
  validUntil: z.string(),
  usable: z.boolean(),
  reason: couponReason.nullable(),
  /** What it takes off this order (after the VIP price); 0 when unusable. */
  discount: fen,
});
export const coursePayPreview = z.object({
  course: z.object({ id, title: z.string(), cover: z.string().nullable() }),
  classTime,
  price: fen,
  vip: z.boolean(),
  vipDiscount: fen,
  coupons: z.array(courseCoupon),
  bestCouponId: id.nullable(),
});

export const detailQuery = z.object({ subApp: subAppId, courseId: idText });
export const payPreviewQuery = detailQuery.extend({ classId: idText });
/** Reviews of one course, newest first: seeded ones and every student's evaluation of a paid order. */
export const reviewsQuery = detailQuery.extend(pageQuery.shape);
export const reviewPage = page(courseReview);
export const courseOrderRequest = z.object({
  subApp: subAppId,
  courseId: id,
  classId: id,
  couponId: id.nullable(),
  points: pointsToUse,
});
export const courseOrder = z.object({ orderNo: z.string(), amount: fen });

export const freeClass = z.object({
  id,
  title: z.string(),
  coach: z.string(),
  startsAt: z.string(),
  minutes: count,
  seats: count,
  seatsLeft: count,
});
export const freeDay = z.object({
  date: z.string(),
  classes: z.array(freeClass),
  /** Today's booking of the signed-in user (one per day), or null. */
  bookedClassId: id.nullable(),
});
export const freeBookRequest = z.object({ subApp: subAppId, classId: id });
export const freeBooking = z.object({ classId: id, date: z.string() });
/** Development only: a free class of today for a brand, starting `startsInMinutes` from now (negative: started). */
export const devFreeClassRequest = z.object({
  subApp: subAppId,
  title: z.string().min(1).max(40),
  startsInMinutes: z.number().int().min(-720).max(720),
  seats: count.default(10),
});

export type CourseDetail = z.infer<typeof courseDetail>;
export type ClassTime = z.infer<typeof classTime>;
export type CourseCoupon = z.infer<typeof courseCoupon>;
export type CouponReason = z.infer<typeof couponReason>;
export type CoursePayPreview = z.infer<typeof coursePayPreview>;
export type CourseOrderRequest = z.infer<typeof courseOrderRequest>;
export type CourseOrder = z.infer<typeof courseOrder>;
export type ReviewPage = z.infer<typeof reviewPage>;
export type CourseReview = z.infer<typeof courseReview>;
export type FreeClass = z.infer<typeof freeClass>;
export type FreeDay = z.infer<typeof freeDay>;
export type FreeBooking = z.infer<typeof freeBooking>;
export type DevFreeClassRequest = z.input<typeof devFreeClassRequest>;

const token = 'AUTHORIZE_TOKEN (403)';
export const coursesEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/courses/detail?subApp=&courseId=',
    auth: 'optional AUTHORIZE_TOKEN',
    request: null,
    response: courseDetail,
    about:
      'One course of the sub-app’s brand: coach, upcoming class times with seats, outline, reviews, and the caller’s purchase.',
  },
  {
    method: 'GET',
    path: '/api/courses/pay-preview?subApp=&courseId=&classId=',
    auth: token,
    request: null,
    response: coursePayPreview,
    about:
      'The price breakdown of one class time: VIP discount when the caller is VIP, every coupon with why it is unusable.',
  },
  {
    method: 'POST',
    path: '/api/courses/order',
    auth: token,
    request: courseOrderRequest,
    response: courseOrder,
    about: `Holds a seat and creates a pending course order (pay it at app/pay_info). ${COURSE_CODES.classFull}: no seat left.`,
  },
  {
    method: 'GET',
    path: '/api/courses/reviews?subApp=&courseId=&page=&pageSize=',
    auth: 'none',
    request: null,
    response: reviewPage,
    about:
      'Reviews of one course, newest first, paged: the seeded ones and each evaluation students submitted on their paid orders of it.',
  },
  {
    method: 'GET',
    path: '/api/courses/free?subApp=',
    auth: 'optional AUTHORIZE_TOKEN',
    request: null,
    response: freeDay,
    about: 'Today’s limited free classes with seats left, and the caller’s booking of today.',
  },
  {
    method: 'POST',
    path: '/api/courses/free/book',
    auth: token,
    request: freeBookRequest,
    response: freeBooking,
    about: `Books one free class; one per user per day (${COURSE_CODES.freeAlready}), ${COURSE_CODES.freeFull} when full, ${COURSE_CODES.freeStarted} once it has started.`,
  },
];
