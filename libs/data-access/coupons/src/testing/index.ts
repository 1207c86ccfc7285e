import { http } from 'msw';
import type {
  CouponActivity,
  MyCoupon,
  NewUserGift,
  ShareConfigResponse,
  TeacherCouponActivity,
  UsableCoupons,
} from '@yoga/contract';
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

/** suman's new-user gift: two coupons, open, the caller may claim (override `eligibility` and `received`). */
export const newUserGift = (over: Partial<NewUserGift> = {}): NewUserGift => ({
  id: 9,
  title: '新学员见面礼',
  startsAt: inDays(-30),
  endsAt: inDays(60),
  state: 'open',
  coupons: [
    {
      id: 91,
      title: '新人无门槛立减30元',
      kind: 'amount',
      value: 3000,
      minSpend: 0,
      scope: 'course',
      courseId: null,
      validDays: 30,
      stock: 1000,
      left: 872,
      claimed: false,
    },
    {
      id: 92,
      title: '新人课程八折券',
      kind: 'percent',
      value: 20,
      minSpend: 30000,
      scope: 'course',
      courseId: null,
      validDays: 14,
      stock: 500,
      left: 423,
      claimed: false,
    },
  ],
  eligibility: 'eligible',
  received: [],
  ...over,
});

/** The gift's coupons as received by the caller (ids 501, 502). */
export const receivedGift = (): MyCoupon[] =>
  newUserGift().coupons.map((c, i) => ({
    id: 501 + i,
    title: c.title,
    kind: c.kind,
    value: c.value,
    minSpend: c.minSpend,
    scope: c.scope,
    courseId: null,
    validUntil: inDays(c.validDays),
    state: 'unused',
    claimedAt: inDays(0),
  }));

export const newUserShare = (over: Partial<ShareConfigResponse> = {}): ShareConfigResponse => ({
  shareTitle: '新学员见面礼：新学员专享 2 张优惠券',
  shareDesc: '新人无门槛立减30元、新人课程八折券',
  shareImgUrl: '/static/public/share-icon.png',
  shareUrl: `${globalThis.location?.origin ?? 'http://localhost:3000'}/suman/coupon/new-user`,
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
    newUser?: () => NewUserGift;
  } = {},
) => [
  http.get(`${API}/coupons/new-user`, () => okJson((o.newUser ?? newUserGift)())),
  http.post(`${API}/coupons/new-user/claim`, () =>
    okJson(newUserGift({ eligibility: 'claimed', received: receivedGift() })),
  ),
  http.get(`${API}/app/activity/new-user/wx-share/1`, () => okJson(newUserShare())),
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
