import type { CouponReason, CourseCoupon } from '@yoga/contract';
import type { Db } from '../../db';
import { inLang, type Lang } from '../../messages';

const DAY = 86_400_000;
type CouponRow = {
  id: number;
  title: string;
  title_en: string;
  kind: 'amount' | 'percent';
  value: number;
  min_spend: number;
  valid_until: number;
  used: number;
};

/** What a coupon takes off `base` (fen): an order always costs at least ¥0.01, so never all of it. */
export function couponDiscount(c: { kind: 'amount' | 'percent'; value: number }, base: number): number {
  const raw = c.kind === 'amount' ? c.value : Math.floor((base * c.value) / 100);
  return Math.max(0, Math.min(raw, base - 1));
}

/** Why a coupon cannot be used on `base` now, checked in the order a user can act on last. */
export function couponReason(
  c: { used: boolean; validUntil: number; minSpend: number },
  base: number,
  now: number,
): CouponReason | null {
  if (c.used) return 'used';
  if (c.validUntil <= now) return 'expired';
  if (base < c.minSpend) return 'min-spend';
  return null;
}

/** The usable coupon that saves most; on a tie the one that expires first. */
export function bestCoupon(coupons: CourseCoupon[]): CourseCoupon | null {
  const usable = coupons.filter((c) => c.usable && c.discount > 0);
  usable.sort((a, b) => b.discount - a.discount || a.validUntil.localeCompare(b.validUntil));
  return usable[0] ?? null;
}

/**
 * A coupon is used while its order is pending or paid, or when it was spent outside our orders. One
 * scope at a time (the column is the coupons domain's migration's): course_pay never lists store ones.
 */
const listSql = `SELECT c.id, c.title, c.title_en, c.kind, c.value, c.min_spend, c.valid_until,
  (c.used_order_no IS NOT NULL AND (o.id IS NULL OR o.state IN ('pending', 'paid'))) AS used
  FROM user_coupons c LEFT JOIN orders o ON o.order_no = c.used_order_no
  WHERE c.user_id = ? AND c.brand = ? AND c.scope = ? ORDER BY c.valid_until, c.id`;

export function userCoupons(
  db: Db,
  userId: number,
  brand: string,
  base: number,
  now: number,
  lang: Lang = 'zh',
  /** Course coupons for course_pay; the store's order sheet asks for its own (the coupons domain). */
  scope: 'course' | 'store' = 'course',
): CourseCoupon[] {
  const rows = db.prepare(listSql).all(userId, brand, scope) as CouponRow[];
  return rows.map((r) => {
    const reason = couponReason(
      { used: r.used === 1, validUntil: r.valid_until, minSpend: r.min_spend },
      base,
      now,
    );
    return {
      id: r.id,
      title: inLang(lang, r.title, r.title_en),
      kind: r.kind,
      value: r.value,
      minSpend: r.min_spend,
      validUntil: new Date(r.valid_until).toISOString(),
      usable: reason === null,
      reason,
      discount: reason === null ? couponDiscount(r, base) : 0,
    };
  });
}

/** The starter set, in both languages ("10% off" reads as 九折 to a Chinese shopper). */
export const starterCoupons: {
  title: string;
  titleEn: string;
  kind: 'amount' | 'percent';
  value: number;
  minSpend: number;
  days: number;
  usedBy: string | null;
}[] = [
  {
    title: '新人立减券',
    titleEn: 'New member discount',
    kind: 'amount',
    value: 2000,
    minSpend: 5000,
    days: 30,
    usedBy: null,
  },
  {
    title: '课程九折券',
    titleEn: '10% off any course',
    kind: 'percent',
    value: 10,
    minSpend: 0,
    days: 14,
    usedBy: null,
  },
  {
    title: '满300减50',
    titleEn: '¥50 off orders over ¥300',
    kind: 'amount',
    value: 5000,
    minSpend: 30000,
    days: 60,
    usedBy: null,
  },
  {
    title: '限时立减券',
    titleEn: 'Limited-time discount',
    kind: 'amount',
    value: 3000,
    minSpend: 0,
    days: -1,
    usedBy: null,
  },
  {
    title: '首课体验券',
    titleEn: 'First class taster',
    kind: 'amount',
    value: 1000,
    minSpend: 0,
    days: 30,
    usedBy: 'spent-before-signup',
  },
];

/**
 * Every user gets a starter set once per brand (the stand-in has no coupon campaigns yet), one of
 * each kind a sheet must show: two usable, one over the minimum spend, one expired, one used.
 */
export function grantStarterCoupons(db: Db, userId: number, brand: string, now: number): void {
  const granted = db
    .prepare('INSERT OR IGNORE INTO user_coupon_grants (user_id, brand) VALUES (?, ?)')
    .run(userId, brand);
  if (granted.changes === 0) return;
  const put = db.prepare(
    `INSERT INTO user_coupons (user_id, brand, title, title_en, kind, value, min_spend, valid_until, used_order_no)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const s of starterCoupons)
    put.run(userId, brand, s.title, s.titleEn, s.kind, s.value, s.minSpend, now + s.days * DAY, s.usedBy);
}
