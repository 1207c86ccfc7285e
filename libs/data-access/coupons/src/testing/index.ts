import { http } from 'msw';
import type { CouponActivity, MyCoupon, TeacherCouponActivity, UsableCoupons } from '@yoga/contract';
import { API, okJson, pagedJson } from '@yoga/testing';

const DAY = 86_400_000;
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();

/** One unused course coupon: ¥20 off orders from ¥100. */
export const myCoupon = (over: Partial<MyCoupon> = {}): MyCoupon => ({
  id: 11,
  title: '课程立减20元',
  kind: 'amount',
  value: 2000,
  minSpend: 10000,
  scope: 'course',
  courseId: 101,
  validUntil: inDays(30),
  state: 'unused',
  claimedAt: inDays(-1),
  ...over,
});

/** An open activity with one coupon of 200, 163 left, not yet claimed. */
export const couponActivity = (over: Partial<CouponActivity> = {}): CouponActivity => ({
  id: 1,
  title: '新学期领券节',
  startsAt: inDays(-2),
  endsAt: inDays(14),
  state: 'open',
  coupons: [
    {
      id: 31,
      title: '课程立减20元',
      kind: 'amount',
      value: 2000,
      minSpend: 10000,
      scope: 'course',
      courseId: 101,
      validDays: 30,
      stock: 200,
      left: 163,
      claimed: false,
    },
  ],
  ...over,
});

export const teacherCouponActivity = (over: Partial<TeacherCouponActivity> = {}): TeacherCouponActivity => ({
  id: 1,
  title: '新学期领券节',
  startsAt: inDays(-2),
  endsAt: inDays(14),
  state: 'open',
  coupons: [
    {
      id: 31,
      title: '课程立减20元',
      kind: 'amount',
      value: 2000,
      minSpend: 10000,
      scope: 'course',
      courseId: 101,
      stock: 200,
      claimed: 37,
      used: 5,
    },
  ],
  ...over,
});

/** The success handlers of the coupon endpoints: `mine` per state, the activity, a claim, the coach's view. */
export const couponsHandlers = (
  o: {
    mine?: (state: string) => MyCoupon[];
    activity?: () => CouponActivity;
    teacher?: () => TeacherCouponActivity;
    usable?: () => UsableCoupons;
  } = {},
) => [
  http.get(`${API}/coupons/usable`, () =>
    okJson((o.usable ?? (() => ({ coupons: [], bestCouponId: null })))()),
  ),
  http.get(`${API}/coupons/usable/store`, () =>
    okJson((o.usable ?? (() => ({ coupons: [], bestCouponId: null })))()),
  ),
  http.get(`${API}/coupons/mine`, ({ request }) => {
    const state = new URL(request.url).searchParams.get('state') ?? 'unused';
    return pagedJson((o.mine ?? ((s) => (s === 'unused' ? [myCoupon()] : [])))(state));
  }),
  http.get(`${API}/coupons/activities/:id`, () => okJson((o.activity ?? couponActivity)())),
  http.post(`${API}/coupons/activities/:id/claim`, () => okJson(myCoupon())),
  http.get(`${API}/coupons/teacher/activities/:id`, () => okJson((o.teacher ?? teacherCouponActivity)())),
];
