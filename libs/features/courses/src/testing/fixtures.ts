import type { CourseCoupon, CourseDetail, CoursePayPreview, CourseReview, FreeDay } from '@yoga/contract';

/** December `d`, `h` o'clock China time. */
const at = (d: number, h: number) => new Date(Date.UTC(2026, 11, d, h - 8)).toISOString();

/** A course on sale with several times: one nearly full, one full. */
export const onSale: CourseDetail = {
  id: 101,
  title: '流瑜伽进阶小班课',
  summary: '小班教学，老师逐一调整体式。',
  cover: null,
  minutes: 60,
  price: 19900,
  vipPrice: 15900,
  state: 'on-sale',
  coach: { id: 12, name: '周一鸣', title: '流瑜伽与体式矫正' },
  outline: [
    { title: '呼吸与热身', minutes: 10 },
    { title: '拜日式 A/B 串联', minutes: 15 },
  ],
  classes: [
    { id: 1011, startsAt: at(2, 19), seats: 20, seatsLeft: 3 },
    { id: 1012, startsAt: at(4, 19), seats: 12, seatsLeft: 1 },
    { id: 1013, startsAt: at(6, 19), seats: 10, seatsLeft: 0 },
  ],
  rating: 4.3,
  reviewCount: 4,
  reviews: [{ id: 1, author: '小鹿', stars: 5, text: '老师讲解很细致。', date: '2026-11-20' }],
  purchase: null,
};
export const soldOut: CourseDetail = {
  ...onSale,
  id: 103,
  state: 'sold-out',
  classes: onSale.classes.map((c) => ({ ...c, seatsLeft: 0 })),
};
export const ended: CourseDetail = { ...onSale, id: 104, state: 'ended', classes: [] };
export const bought: CourseDetail = {
  ...onSale,
  id: 105,
  purchase: { orderNo: 'OM20261201000001', state: 'paid', classId: 1011, startsAt: at(2, 19) },
};
export const courses = [onSale, soldOut, ended, bought];

const coupon = (c: Partial<CourseCoupon> & Pick<CourseCoupon, 'id' | 'title'>): CourseCoupon => ({
  kind: 'amount',
  value: 2000,
  minSpend: 0,
  validUntil: '2026-12-31T00:00:00.000Z',
  usable: true,
  reason: null,
  discount: 2000,
  ...c,
});
export const coupons: CourseCoupon[] = [
  coupon({ id: 1, title: '新人立减券', minSpend: 5000 }),
  coupon({ id: 2, title: '课程九折券', kind: 'percent', value: 10, discount: 1590 }),
  coupon({
    id: 3,
    title: '满300减50',
    value: 5000,
    minSpend: 30000,
    usable: false,
    reason: 'min-spend',
    discount: 0,
  }),
  coupon({ id: 4, title: '限时立减券', value: 3000, usable: false, reason: 'expired', discount: 0 }),
];

/** A VIP buyer of the first time of `onSale`. */
export const preview: CoursePayPreview = {
  course: { id: 101, title: onSale.title, cover: null },
  classTime: onSale.classes[0]!,
  price: 19900,
  vip: true,
  vipDiscount: 4000,
  coupons,
  bestCouponId: 1,
};

export const freeDay: FreeDay = {
  date: '2026-12-01',
  classes: [
    {
      id: 31,
      title: '晨间流瑜伽体验课',
      coach: '周一鸣',
      startsAt: at(1, 7),
      minutes: 45,
      seats: 20,
      seatsLeft: 8,
    },
    {
      id: 32,
      title: '午间肩颈放松',
      coach: '林晓岚',
      startsAt: at(1, 12),
      minutes: 30,
      seats: 10,
      seatsLeft: 0,
    },
  ],
  bookedClassId: null,
};

/** Seven reviews of a course, newest first: two pages of five. */
export const courseReviews: CourseReview[] = [
  { id: 1, author: '小鹿', stars: 5, text: '老师讲解很细致。', date: '2026-11-20' },
  ...Array.from({ length: 6 }, (_, i) => ({
    id: 10 + i,
    author: `学员${1000 + i}`,
    stars: 4,
    text: `第 ${i + 2} 条评价`,
    date: `2026-11-${String(19 - i).padStart(2, '0')}`,
  })),
];
