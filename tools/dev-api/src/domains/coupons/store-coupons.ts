import { COUPON_CODES, type CourseCoupon, type SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';
import { bestCoupon, userCoupons } from '../courses/coupons';
import { hasActiveVip } from '../courses/purchase-store';
import { skuSql, type SkuRow } from '../shop/catalog-store';
import { brandOf } from './store';

type Owner = { userId: number; subApp: SubAppIdT };

/** The owner's unspent, unexpired store coupons for goods worth `goods` fen, each usable or why not. */
export const storeCoupons = (
  db: Db,
  owner: Owner,
  goods: number,
  now: number,
  lang: Lang = 'zh',
): CourseCoupon[] =>
  userCoupons(db, owner.userId, brandOf(owner.subApp), goods, now, lang, 'store').filter(
    (c) => c.reason !== 'used' && c.reason !== 'expired',
  );

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
