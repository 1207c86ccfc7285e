import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
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
  seedActivities(db, clock());
  seedNewUserGift(db, clock());
}

function seedActivities(db: Db, now: number): void {
  if (db.prepare("SELECT 1 FROM coupon_activities WHERE audience = 'all' LIMIT 1").get()) return;
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

/** suman's new-user gift: three course coupons, open for two months around today. */
const gift: TemplateSeed[] = [
  {
    title: '新人无门槛立减30元',
    titleEn: '¥30 off, no minimum',
    kind: 'amount',
    value: 3000,
    minSpend: 0,
    validDays: 30,
    stock: 1000,
    claimed: 128,
  },
  {
    title: '新人满300减80',
    titleEn: '¥80 off orders over ¥300',
    kind: 'amount',
    value: 8000,
    minSpend: 30000,
    validDays: 60,
    stock: 1000,
    claimed: 96,
  },
  {
    title: '新人课程八折券',
    titleEn: '20% off a course',
    kind: 'percent',
    value: 20,
    minSpend: 0,
    validDays: 14,
    stock: 500,
    claimed: 77,
  },
];

/**
 * The gift, once; and one paid suman course order of the demo student, so signing in as them shows
 * the "for new students" state (a fresh phone number is a new student).
 */
function seedNewUserGift(db: Db, now: number): void {
  if (db.prepare("SELECT 1 FROM coupon_activities WHERE audience = 'new-user' AND brand = 'suman'").get())
    return;
  db.transaction(() => {
    createActivity(db, {
      brand: 'suman',
      audience: 'new-user',
      title: '新学员见面礼',
      titleEn: 'New student welcome gift',
      startsAt: now - 30 * DAY,
      endsAt: now + 60 * DAY,
      coupons: gift,
    });
    const created = now - 20 * DAY;
    const orderNo = `SM${new Date(created + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')}000001`;
    db.prepare(
      `INSERT OR IGNORE INTO orders (order_no, user_id, sub_app, kind, ref_id, title, title_en, cover, amount,
         original_amount, points, class_time, state, evaluated, created_at, pay_deadline, paid_at, closed_at, detail)
       VALUES (?, ?, 'suman', 'course', '1', '零基础瑜伽入门课', 'Yoga basics for beginners', '', 19900, 19900, 0,
         NULL, 'paid', 0, ?, ?, ?, NULL, '{}')`,
    ).run(orderNo, demoUserId(db, now), created, created + 15 * 60_000, created + 3 * 60_000);
  })();
}
