import type { OrderState, ShippingAddress, StoreOrder, StoreOrderItem, SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import type { Lang } from '../../messages';
import { inLang } from './catalog-store';

/**
 * A store order's status is derived, never stored: from the backbone's state, whether a shipment
 * exists, whether the buyer confirmed receipt and whether every item is reviewed.
 */
export const statusSql = `CASE WHEN o.state = 'pending' THEN 'to-pay'
  WHEN o.state <> 'paid' THEN 'closed'
  WHEN sh.id IS NULL THEN 'to-ship'
  WHEN m.received_at IS NULL THEN 'shipped'
  WHEN EXISTS (SELECT 1 FROM shop_order_items i WHERE i.order_no = o.order_no AND i.reviewed = 0) THEN 'received'
  ELSE 'reviewed' END`;

export const fromSql = `FROM orders o JOIN shop_orders m ON m.order_no = o.order_no
  LEFT JOIN shop_shipments sh ON sh.order_no = o.order_no`;

export const selectSql = `SELECT o.order_no, o.user_id, o.sub_app, o.state, o.amount, o.created_at, o.pay_deadline,
  o.paid_at, m.goods_amount, m.freight, m.remark, m.address, m.received_at, sh.id AS shipment_id,
  ${statusSql} AS status ${fromSql}`;

export type StoreOrderRow = {
  order_no: string;
  user_id: number;
  sub_app: SubAppIdT;
  state: OrderState;
  amount: number;
  created_at: number;
  pay_deadline: number;
  paid_at: number | null;
  goods_amount: number;
  freight: number;
  remark: string;
  address: string;
  received_at: number | null;
  shipment_id: number | null;
  status: StoreOrder['status'];
};

type ItemRow = {
  spu_id: number;
  sku_id: number;
  title: string;
  spec_text: string;
  title_en: string;
  spec_text_en: string;
  cover: string;
  price: number;
  quantity: number;
  reviewed: number;
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** An order's items as bought, title and specs in the caller's language (both are kept at purchase). */
export function itemsOf(db: Db, orderNo: string, lang: Lang = 'zh'): StoreOrderItem[] {
  const rows = db
    .prepare('SELECT * FROM shop_order_items WHERE order_no = ? ORDER BY id')
    .all(orderNo) as ItemRow[];
  return rows.map((r) => ({
    spuId: r.spu_id,
    skuId: r.sku_id,
    title: inLang(lang, r.title, r.title_en),
    specText: inLang(lang, r.spec_text, r.spec_text_en),
    cover: r.cover,
    price: r.price,
    quantity: r.quantity,
    reviewed: r.reviewed === 1,
  }));
}

export const addressOf = (r: Pick<StoreOrderRow, 'address'>) => JSON.parse(r.address) as ShippingAddress;

export const toStoreOrder = (db: Db, r: StoreOrderRow, lang: Lang = 'zh'): StoreOrder => ({
  orderNo: r.order_no,
  subApp: r.sub_app,
  status: r.status,
  state: r.state,
  amount: r.amount,
  goodsAmount: r.goods_amount,
  freight: r.freight,
  remark: r.remark,
  createdAt: iso(r.created_at)!,
  payDeadline: iso(r.pay_deadline)!,
  paidAt: iso(r.paid_at),
  receivedAt: iso(r.received_at),
  items: itemsOf(db, r.order_no, lang),
  address: addressOf(r),
  shipmentId: r.shipment_id,
});
