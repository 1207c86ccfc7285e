import type { Db } from '../../db';
import { createActivity, firstCourseOf, type TemplateSeed } from './store';

const DAY = 86_400_000;

const base: TemplateSeed[] = [
  {
    title: '课程立减20元',
    titleEn: '¥20 off a course',
    kind: 'amount',
    value: 2000,
    minSpend: 10000,
    validDays: 30,
    stock: 200,
    claimed: 37,
  },
  {
    title: '课程八五折券',
    titleEn: '15% off a course',
    kind: 'percent',
    value: 15,
    minSpend: 0,
    validDays: 14,
    stock: 50,
    claimed: 12,
  },
];

/**
 * Per student brand with coupon pages, four activities in the order a tester opens them: open (1, 5),
 * sold out (2, 6), not started (3, 7), ended (4, 8). Dates relative to today.
 */
export function seedCoupons(db: Db, clock: () => number): void {
  if (db.prepare('SELECT 1 FROM coupon_activities LIMIT 1').get()) return;
  const now = clock();
  for (const brand of ['onmat', 'phala']) {
    const courseId = firstCourseOf(brand);
    const coupons: TemplateSeed[] = [
      ...base.map((c) => ({ ...c, courseId })),
      {
        title: '商城满99减10',
        titleEn: '¥10 off store orders over ¥99',
        kind: 'amount',
        value: 1000,
        minSpend: 9900,
        validDays: 30,
        stock: 100,
        claimed: 21,
        scope: 'store',
      },
    ];
    createActivity(db, {
      brand,
      title: '新学期领券节',
      titleEn: 'New term coupon drive',
      startsAt: now - 2 * DAY,
      endsAt: now + 14 * DAY,
      coupons,
    });
    createActivity(db, {
      brand,
      title: '周末限量券',
      titleEn: 'Weekend limited coupons',
      startsAt: now - DAY,
      endsAt: now + 3 * DAY,
      coupons: [{ ...coupons[0]!, stock: 100, claimed: 100 }],
    });
    createActivity(db, {
      brand,
      title: '下月会员日',
      titleEn: 'Next month’s member day',
      startsAt: now + 10 * DAY,
      endsAt: now + 12 * DAY,
      coupons,
    });
    createActivity(db, {
      brand,
      title: '上月会员日',
      titleEn: 'Last month’s member day',
      startsAt: now - 40 * DAY,
      endsAt: now - 30 * DAY,
      coupons,
    });
  }
}
