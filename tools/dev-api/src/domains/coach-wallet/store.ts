import {
  COACH_WALLET_CODES,
  type CouponPackage,
  type OwnedPackage,
  type OwnedPackageDetail,
  type PearlEntry,
  type PearlLedger,
  type PearlWallet,
  type SubAppIdT,
} from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { DomainEvents } from '../../events';
import { inLang, type Lang } from '../../messages';
import { createOrder } from '../orders/store';
import { createActivity, firstCourseOf } from '../coupons/store';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
export type Owner = { userId: number; subApp: SubAppIdT };
export const brandOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.brand;

type PackageRow = {
  id: number;
  title: string;
  title_en: string;
  count: number;
  coupon_value: number;
  min_spend: number;
  valid_days: number;
  share_days: number;
  price: number;
  original_price: number;
};
const toPackage = (r: PackageRow, lang: Lang): CouponPackage => ({
  id: r.id,
  title: inLang(lang, r.title, r.title_en),
  count: r.count,
  couponValue: r.coupon_value,
  minSpend: r.min_spend,
  validDays: r.valid_days,
  shareDays: r.share_days,
  price: r.price,
  originalPrice: r.original_price,
});

export function listPackages(db: Db, subApp: SubAppIdT, lang: Lang) {
  const rows = db
    .prepare('SELECT * FROM coach_coupon_packages WHERE brand = ? ORDER BY price, id')
    .all(brandOf(subApp)) as PackageRow[];
  return { packages: rows.map((r) => toPackage(r, lang)) };
}

const findPackage = (db: Db, subApp: SubAppIdT, id: number) => {
  const r = db
    .prepare('SELECT * FROM coach_coupon_packages WHERE id = ? AND brand = ?')
    .get(id, brandOf(subApp)) as PackageRow | undefined;
  if (!r) throw new ApiFailure(COACH_WALLET_CODES.packageNotFound, 'coach_package_not_found');
  return r;
};

/** A pending order for a package; its payment (order.paid) makes the share activity. */
export function orderPackage(db: Db, clock: () => number, owner: Owner, id: number) {
  const p = findPackage(db, owner.subApp, id);
  const order = createOrder(db, clock, {
    ...owner,
    kind: 'coupon_package',
    refId: p.id,
    title: p.title,
    titleEn: p.title_en,
    amount: p.price,
    originalAmount: p.original_price,
    detail: { count: p.count },
  });
  return { orderNo: order.orderNo };
}

/**
 * The payment of a package order: its coupons become a coupon activity of the brand (one coupon of
 * `count` stock, for the brand's first course), open for share_days. Once per order (order_no UNIQUE).
 */
export function onPackagePaid(e: DomainEvents['order.paid']): void {
  const { db, order } = e;
  if (db.prepare('SELECT 1 FROM coach_owned_packages WHERE order_no = ?').get(order.orderNo)) return;
  const p = db.prepare('SELECT * FROM coach_coupon_packages WHERE id = ?').get(Number(order.refId)) as
    PackageRow | undefined;
  if (!p) return;
  const now = e.clock();
  const brand = brandOf(order.subApp);
  const shareUntil = now + p.share_days * DAY;
  const yuan = p.coupon_value / 100;
  const activityId = createActivity(db, {
    brand,
    title: `教练赠券 · ${p.title}`,
    titleEn: `A coach's gift · ${p.title_en}`,
    startsAt: now,
    endsAt: shareUntil,
    coupons: [
      {
        title: `课程立减${yuan}元`,
        titleEn: `¥${yuan} off a course`,
        kind: 'amount',
        value: p.coupon_value,
        minSpend: p.min_spend,
        validDays: p.valid_days,
        stock: p.count,
        courseId: firstCourseOf(brand),
      },
    ],
  });
  db.prepare(
    `INSERT INTO coach_owned_packages (user_id, sub_app, package_id, order_no, activity_id, bought_at, share_until)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(e.userId, order.subApp, p.id, order.orderNo, activityId, now, shareUntil);
}

type OwnedRow = PackageRow & {
  owned_id: number;
  order_no: string;
  activity_id: number;
  bought_at: number;
  share_until: number;
  claimed: number;
  used: number;
};
// A use counts while its order is pending or paid (as the coach's coupon activity counts it).
const ownedSql = `SELECT p.*, o.id AS owned_id, o.order_no, o.activity_id, o.bought_at, o.share_until,
    COALESCE((SELECT SUM(t.claimed) FROM coupon_templates t WHERE t.activity_id = o.activity_id), 0) AS claimed,
    (SELECT COUNT(*) FROM user_coupons c JOIN coupon_templates t ON t.id = c.template_id
       JOIN orders x ON x.order_no = c.used_order_no
     WHERE t.activity_id = o.activity_id AND x.state IN ('pending', 'paid')) AS used
  FROM coach_owned_packages o JOIN coach_coupon_packages p ON p.id = o.package_id`;

const toOwned = (r: OwnedRow, lang: Lang): OwnedPackage => ({
  id: r.owned_id,
  title: inLang(lang, r.title, r.title_en),
  count: r.count,
  couponValue: r.coupon_value,
  claimed: r.claimed,
  used: r.used,
  left: Math.max(0, r.count - r.claimed),
  activityId: r.activity_id,
  boughtAt: iso(r.bought_at),
  shareUntil: iso(r.share_until),
  orderNo: r.order_no,
});

export function listOwned(db: Db, owner: Owner, page: number, pageSize: number, lang: Lang) {
  const where = 'WHERE o.user_id = ? AND o.sub_app = ?';
  const total = (
    db
      .prepare(`SELECT COUNT(*) AS n FROM coach_owned_packages o ${where}`)
      .get(owner.userId, owner.subApp) as { n: number }
  ).n;
  const rows = db
    .prepare(`${ownedSql} ${where} ORDER BY o.id DESC LIMIT ? OFFSET ?`)
    .all(owner.userId, owner.subApp, pageSize, (page - 1) * pageSize) as OwnedRow[];
  return { list: rows.map((r) => toOwned(r, lang)), page, pageSize, total };
}

const maskPhone = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone.replace(/.(?=.{2})/g, '*');

/** One of the owner's packages and who claimed its coupons; another's or a missing one: 5502. */
export function getOwned(db: Db, owner: Owner, id: number, lang: Lang): OwnedPackageDetail {
  const r = db
    .prepare(`${ownedSql} WHERE o.id = ? AND o.user_id = ? AND o.sub_app = ?`)
    .get(id, owner.userId, owner.subApp) as OwnedRow | undefined;
  if (!r) throw new ApiFailure(COACH_WALLET_CODES.ownedPackageNotFound, 'coach_owned_package_not_found');
  const claims = db
    .prepare(
      `SELECT c.id, u.phone, c.claimed_at,
         EXISTS (SELECT 1 FROM orders x WHERE x.order_no = c.used_order_no AND x.state IN ('pending', 'paid')) AS used
       FROM user_coupons c JOIN coupon_templates t ON t.id = c.template_id JOIN users u ON u.id = c.user_id
       WHERE t.activity_id = ? ORDER BY c.id DESC`,
    )
    .all(r.activity_id) as { id: number; phone: string; claimed_at: number; used: number }[];
  return {
    ...toOwned(r, lang),
    claims: claims.map((c) => ({
      id: c.id,
      student: maskPhone(c.phone),
      claimedAt: iso(c.claimed_at),
      used: c.used === 1,
    })),
  };
}

// Pearls.

type PackRow = { id: number; pearls: number; bonus: number; price: number };

export const balanceOf = (db: Db, owner: Owner): number =>
  (
    db
      .prepare(
        'SELECT balance_after AS b FROM coach_pearl_ledger WHERE user_id = ? AND sub_app = ? ORDER BY id DESC LIMIT 1',
      )
      .get(owner.userId, owner.subApp) as { b: number } | undefined
  )?.b ?? 0;

export function pearlWallet(db: Db, owner: Owner): PearlWallet {
  const packs = db
    .prepare('SELECT id, pearls, bonus, price FROM coach_pearl_packs WHERE brand = ? ORDER BY price, id')
    .all(brandOf(owner.subApp)) as PackRow[];
  return { balance: balanceOf(db, owner), packs };
}

export function orderPearls(db: Db, clock: () => number, owner: Owner, packId: number) {
  const p = db
    .prepare('SELECT id, pearls, bonus, price FROM coach_pearl_packs WHERE id = ? AND brand = ?')
    .get(packId, brandOf(owner.subApp)) as PackRow | undefined;
  if (!p) throw new ApiFailure(COACH_WALLET_CODES.packNotFound, 'coach_pearl_pack_not_found');
  const total = p.pearls + p.bonus;
  const order = createOrder(db, clock, {
    ...owner,
    kind: 'pearl',
    refId: p.id,
    title: `珍珠 ${total} 颗`,
    titleEn: `${total} pearls`,
    amount: p.price,
    detail: { pearls: p.pearls, bonus: p.bonus },
  });
  return { orderNo: order.orderNo };
}

/** Adds a ledger line; with an order, at most once per order (order_no UNIQUE: a repeat adds nothing). */
export function credit(
  db: Db,
  owner: Owner,
  change: number,
  reason: PearlEntry['reason'],
  orderNo: string | null,
  at: number,
): void {
  db.transaction(() => {
    if (orderNo && db.prepare('SELECT 1 FROM coach_pearl_ledger WHERE order_no = ?').get(orderNo)) return;
    db.prepare(
      `INSERT INTO coach_pearl_ledger (user_id, sub_app, reason, change, balance_after, order_no, at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(owner.userId, owner.subApp, reason, change, balanceOf(db, owner) + change, orderNo, at);
  })();
}

export function onPearlsPaid(e: DomainEvents['order.paid']): void {
  const { pearls, bonus } = e.order.detail;
  const n = Number(pearls ?? 0) + Number(bonus ?? 0);
  if (n <= 0) return;
  credit(e.db, { userId: e.userId, subApp: e.order.subApp }, n, 'purchase', e.order.orderNo, e.clock());
}

type EntryRow = {
  id: number;
  reason: string;
  change: number;
  balance_after: number;
  at: number;
  order_no: string | null;
};
export function ledger(db: Db, owner: Owner, page: number, pageSize: number): PearlLedger {
  const where = 'WHERE user_id = ? AND sub_app = ?';
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM coach_pearl_ledger ${where}`).get(owner.userId, owner.subApp) as {
      n: number;
    }
  ).n;
  const rows = db
    .prepare(`SELECT * FROM coach_pearl_ledger ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(owner.userId, owner.subApp, pageSize, (page - 1) * pageSize) as EntryRow[];
  const list = rows.map((r) => ({
    id: r.id,
    reason: r.reason as PearlEntry['reason'],
    change: r.change,
    balance: r.balance_after,
    at: iso(r.at),
    orderNo: r.order_no,
  }));
  return { list, page, pageSize, total };
}
