import {
  SHOP_QUANTITY_MAX,
  type ShippingAddress,
  type StoreOrder,
  type StoreOrderPage,
  type SubAppIdT,
} from '@yoga/contract';
import type { Db } from '../../db';
import type { Lang } from '../../messages';
import { ApiFailure } from '../../envelope';
import { getAddress, toShippingAddress } from '../address/store';
import { hasActiveVip } from '../courses/purchase-store';
import { createOrder } from '../orders/store';
import { markPaid } from '../payments/store';
import { pointsCut, spendPoints } from '../wallet/points-orders';
import { spendStoreCoupon, storeCouponCut } from '../coupons/store-coupons';
import { skuSql, specTextOf, type SkuRow, type SpuRow } from './catalog-store';
import { checkUnpaidHolds } from './hold-cap';
import { fromSql, selectSql, statusSql, toStoreOrder, type StoreOrderRow } from './order-view';
import { sweepShop } from './sweep';

type Owner = { userId: number; subApp: SubAppIdT };

export interface NewStoreOrder extends Owner {
  skuId: number;
  quantity: number;
  addressId: number;
  remark?: string;
  /** Points to pay part of it with (checked against the balance and the cap). */
  points?: number;
  /** A store coupon of the caller's, cut from the goods before points. */
  couponId?: number | null;
  /** A gift (phala's mat invite): nothing to pay, paid at once, so it ships at once. */
  free?: boolean;
  /** The language of the order the reply shows. */
  lang?: Lang;
}

/** The address snapshot an order keeps; 4303 when it is missing or not the caller's in this sub-app. */
function shippingAddressOf(db: Db, o: NewStoreOrder): ShippingAddress {
  const a = getAddress(db, o.userId, o.subApp, o.addressId);
  if (!a) throw new ApiFailure(4303, 'address_invalid');
  return toShippingAddress(a);
}

/**
 * Buy now: the stock check and the hold (the order's item row) are one transaction, so two buyers
 * of the last unit cannot both get an order. Member prices apply to a caller with an active VIP card.
 */
export function createStoreOrder(
  db: Db,
  clock: () => number,
  req: NewStoreOrder,
  /** Seeds ship to a fixed address instead of one from the address book. */
  snapshot?: ShippingAddress,
): StoreOrder {
  return db.transaction(() => {
    const now = clock();
    sweepShop(db, now);
    if (!Number.isInteger(req.quantity) || req.quantity < 1 || req.quantity > SHOP_QUANTITY_MAX)
      throw new ApiFailure(4304, 'quantity_limit', 200, { max: SHOP_QUANTITY_MAX });
    const sku = db.prepare(`${skuSql} WHERE k.id = ?`).get(req.skuId) as SkuRow | undefined;
    const spu =
      sku &&
      (db
        .prepare('SELECT * FROM shop_spus WHERE id = ? AND sub_app = ? AND on_sale = 1')
        .get(sku.spu_id, req.subApp) as SpuRow | undefined);
    if (!sku || !spu) throw new ApiFailure(4302, 'product_not_found');
    if (sku.avail < req.quantity)
      throw sku.avail === 0
        ? new ApiFailure(4301, 'sold_out')
        : new ApiFailure(4301, 'stock_short', 200, { left: sku.avail });
    if (!req.free) checkUnpaidHolds(db, req.userId, sku.id, req.quantity);
    const address = snapshot ?? shippingAddressOf(db, req);
    const member = sku.member_price !== null && hasActiveVip(db, req.userId, req.subApp, now);
    const unit = member ? sku.member_price! : sku.price;
    const goods = req.free ? 0 : unit * req.quantity;
    const freight = req.free ? 0 : spu.freight;
    const specText = specTextOf(sku);
    const owner = { userId: req.userId, subApp: req.subApp };
    const couponId = req.free ? null : (req.couponId ?? null);
    const couponCut = couponId === null ? 0 : storeCouponCut(db, owner, couponId, goods, now);
    const spend = pointsCut(db, owner, req.free ? 0 : req.points, goods + freight - couponCut, now);
    const amount = goods + freight - couponCut - spend.cut;
    const order = createOrder(db, clock, {
      userId: req.userId,
      subApp: req.subApp,
      kind: 'store',
      refId: spu.id,
      title: spu.title,
      titleEn: spu.title_en || undefined,
      cover: sku.image,
      amount,
      originalAmount: sku.price * req.quantity + spu.freight,
      points: Math.floor(amount / 100),
      detail: {
        skuId: sku.id,
        quantity: req.quantity,
        specText,
        pointsUsed: spend.points,
        pointsDiscount: spend.cut,
      },
    });
    spendPoints(db, owner, order, spend.points, now);
    if (couponId !== null) spendStoreCoupon(db, couponId, order.orderNo);
    db.prepare(
      `INSERT INTO shop_orders (order_no, user_id, sub_app, goods_amount, freight, remark, address)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(order.orderNo, req.userId, req.subApp, goods, freight, req.remark ?? '', JSON.stringify(address));
    db.prepare(
      `INSERT INTO shop_order_items (order_no, spu_id, sku_id, title, spec_text, title_en, spec_text_en, cover, price, quantity)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      order.orderNo,
      spu.id,
      sku.id,
      spu.title,
      specText,
      spu.title_en,
      sku.specs_en === '' ? '' : specTextOf(sku, 'en'),
      sku.image,
      unit,
      req.quantity,
    );
    if (req.free) markPaid(db, clock, order.orderNo, `free_${order.orderNo}`);
    return mustGetStoreOrder(db, clock, order.orderNo, req, req.lang);
  })();
}

/** The caller's store order in this sub-app; 404 for anyone else's (or an order of another kind). */
export function mustGetStoreOrder(
  db: Db,
  clock: () => number,
  orderNo: string,
  owner: Owner,
  lang: Lang = 'zh',
): StoreOrder {
  sweepShop(db, clock());
  const row = db
    .prepare(`${selectSql} WHERE o.order_no = ? AND o.user_id = ? AND o.sub_app = ?`)
    .get(orderNo, owner.userId, owner.subApp) as StoreOrderRow | undefined;
  if (!row) throw new ApiFailure(404, 'order_not_found');
  return toStoreOrder(db, row, lang);
}

export function listStoreOrders(
  db: Db,
  clock: () => number,
  q: Owner & { status?: StoreOrder['status']; page: number; pageSize: number; lang?: Lang },
): StoreOrderPage {
  sweepShop(db, clock());
  const where = `WHERE o.user_id = ? AND o.sub_app = ? AND (? IS NULL OR (${statusSql}) = ?)`;
  const args = [q.userId, q.subApp, q.status ?? null, q.status ?? null];
  const { total } = db.prepare(`SELECT COUNT(*) AS total ${fromSql} ${where}`).get(...args) as {
    total: number;
  };
  const rows = db
    .prepare(`${selectSql} ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`)
    .all(...args, q.pageSize, (q.page - 1) * q.pageSize) as StoreOrderRow[];
  return { list: rows.map((r) => toStoreOrder(db, r, q.lang)), page: q.page, pageSize: q.pageSize, total };
}

/** shipped -> received; 4306 for an order not shipped yet or already received. */
export function receiveOrder(
  db: Db,
  clock: () => number,
  orderNo: string,
  owner: Owner,
  lang: Lang = 'zh',
): StoreOrder {
  return db.transaction(() => {
    const order = mustGetStoreOrder(db, clock, orderNo, owner);
    if (order.status !== 'shipped') throw new ApiFailure(4306, 'not_receivable');
    db.prepare('UPDATE shop_orders SET received_at = ? WHERE order_no = ?').run(clock(), orderNo);
    return mustGetStoreOrder(db, clock, orderNo, owner, lang);
  })();
}
