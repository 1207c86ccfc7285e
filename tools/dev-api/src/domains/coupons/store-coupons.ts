import { COUPON_CODES, type CourseCoupon, type SubAppIdT } from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';
import { bestCoupon, couponDiscount, couponReason } from '../courses/coupons';
import { hasActiveVip } from '../courses/purchase-store';
import { skuSql, type SkuRow } from '../shop/catalog-store';

type Owner = { userId: number; subApp: SubAppIdT };
type Row = {
  id: number;
  title: string;
  title_en: string;
  kind: 'amount' | 'percent';
  value: number;
  min_spend: number;
  valid_until: number;
  used: number;
};

const brandOf = (subApp: string) => subApps.find((s) => s.id === subApp)!.brand;

/** Store coupons (never course ones) of the owner, used while their order is pending or paid. */
const storeSql = `SELECT c.id, c.title, c.title_en, c.kind, c.value, c.min_spend, c.valid_until,
  (c.used_order_no IS NOT NULL AND (o.id IS NULL OR o.state IN ('pending', 'paid'))) AS used
  FROM user_coupons c LEFT JOIN orders o ON o.order_no = c.used_order_no
  WHERE c.user_id = ? AND c.brand = ? AND c.scope = 'store' ORDER BY c.valid_until, c.id`;

/** The owner's unspent, unexpired store coupons for goods worth `goods` fen, each usable or why not. */
export function storeCoupons(
  db: Db,
  owner: Owner,
  goods: number,
  now: number,
  lang: Lang = 'zh',
): CourseCoupon[] {
  return (db.prepare(storeSql).all(owner.userId, brandOf(owner.subApp)) as Row[])
    .filter((r) => r.used === 0 && r.valid_until > now)
    .map((r) => {
      const reason = couponReason(
        { used: false, validUntil: r.valid_until, minSpend: r.min_spend },
        goods,
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
        discount: reason === null ? couponDiscount(r, goods) : 0,
      };
    });
}

/** What the goods of `quantity` of a SKU cost the owner (member price with an active VIP card). */
export function goodsOf(db: Db, owner: Owner, skuId: number, quantity: number, now: number): number {
  const sku = db.prepare(`${skuSql} WHERE k.id = ?`).get(skuId) as SkuRow | undefined;
  if (!sku) throw new ApiFailure(4302, 'product_not_found');
  const member = sku.member_price !== null && hasActiveVip(db, owner.userId, owner.subApp, now);
  return (member ? sku.member_price! : sku.price) * quantity;
}

export function usableStoreCoupons(db: Db, owner: Owner, goods: number, now: number, lang: Lang) {
  const coupons = storeCoupons(db, owner, goods, now, lang);
  return { coupons, bestCouponId: bestCoupon(coupons)?.id ?? null };
}

/** The cut a store coupon makes on `goods`; refused (4657) when it is not the owner's usable store coupon. */
export function storeCouponCut(db: Db, owner: Owner, couponId: number, goods: number, now: number): number {
  const c = storeCoupons(db, owner, goods, now).find((x) => x.id === couponId);
  if (!c?.usable) throw new ApiFailure(COUPON_CODES.unusable, 'coupon_unusable');
  return c.discount;
}

/** Marks the coupon spent by the order (a cancelled or expired order gives it back). */
export function spendStoreCoupon(db: Db, couponId: number, orderNo: string): void {
  db.prepare('UPDATE user_coupons SET used_order_no = ? WHERE id = ?').run(orderNo, couponId);
}
