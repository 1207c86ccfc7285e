import type { ProductKind, ProductSummary, ShopHome, Sku, SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { sweepExpired } from '../orders/store';

export type SpuRow = {
  id: number;
  sub_app: string;
  kind: ProductKind;
  category_id: number;
  title: string;
  subtitle: string;
  cover: string;
  images: string;
  spec_names: string;
  params: string;
  description: string;
  shipping_note: string;
  freight: number;
  original_price: number;
  promo_ends_at: number | null;
  sales: number;
  tags: string;
  on_sale: number;
};
export type SkuRow = {
  id: number;
  spu_id: number;
  specs: string;
  price: number;
  member_price: number | null;
  stock: number;
  image: string;
  /** stock less the units of pending and paid orders. */
  avail: number;
};

/**
 * Units are held from order to payment and stay counted once paid: what can be bought is the total
 * stock less the items of pending and paid orders. Expired ones must be swept first (sweepExpired).
 */
export const skuSql = `SELECT k.*, MAX(0, k.stock - COALESCE((SELECT SUM(i.quantity) FROM shop_order_items i
  JOIN orders o ON o.order_no = i.order_no WHERE i.sku_id = k.id AND o.state IN ('pending', 'paid')), 0)) AS avail
  FROM shop_skus k`;

export const toSku = (r: SkuRow): Sku => ({
  id: r.id,
  specs: JSON.parse(r.specs) as Sku['specs'],
  price: r.price,
  memberPrice: r.member_price,
  stock: r.avail,
  image: r.image,
});

export const specTextOf = (r: Pick<SkuRow, 'specs'>) =>
  (JSON.parse(r.specs) as Sku['specs']).map((s) => s.value).join(' / ');

export function skusOf(db: Db, spuId: number): SkuRow[] {
  return db.prepare(`${skuSql} WHERE k.spu_id = ? ORDER BY k.id`).all(spuId) as SkuRow[];
}

/** A product of this sub-app that is on sale; 4302 otherwise. */
export function mustGetSpu(db: Db, subApp: SubAppIdT, spuId: number): SpuRow {
  const row = db
    .prepare('SELECT * FROM shop_spus WHERE id = ? AND sub_app = ? AND on_sale = 1')
    .get(spuId, subApp) as SpuRow | undefined;
  if (!row) throw new ApiFailure(4302, 'product_not_found');
  return row;
}

export function shopHome(db: Db, subApp: SubAppIdT, kind: ProductKind | undefined): ShopHome {
  const args = [subApp, kind ?? null, kind ?? null];
  const where = 'WHERE sub_app = ? AND (? IS NULL OR kind = ?)';
  const banners = db
    .prepare(`SELECT id, image, title, link FROM shop_banners ${where} ORDER BY sort, id`)
    .all(...args) as ShopHome['banners'];
  const categories = db
    .prepare(`SELECT id, name, icon FROM shop_categories ${where} ORDER BY sort, id`)
    .all(...args) as ShopHome['categories'];
  const mat = db
    .prepare(
      'SELECT id FROM shop_spus WHERE sub_app = ? AND yoga_mat = 1 AND on_sale = 1 ORDER BY id LIMIT 1',
    )
    .get(subApp) as { id: number } | undefined;
  return { banners, categories, yogaMatSpuId: mat?.id ?? null };
}

type SummaryRow = SpuRow & { price: number; member_price: number | null; avail_max: number };

export const toSummary = (r: SummaryRow): ProductSummary => ({
  spuId: r.id,
  kind: r.kind,
  categoryId: r.category_id,
  title: r.title,
  subtitle: r.subtitle,
  cover: r.cover,
  price: r.price,
  memberPrice: r.member_price,
  originalPrice: Math.max(r.original_price, r.price),
  sales: r.sales,
  soldOut: r.avail_max <= 0,
  tags: JSON.parse(r.tags) as string[],
});

export interface ProductFilter {
  subApp: SubAppIdT;
  kind?: ProductKind;
  categoryId?: number;
  q?: string;
  page: number;
  pageSize: number;
}

/** Best sellers first, sold-out ones last; q matches title or subtitle. */
export function listProducts(db: Db, now: number, f: ProductFilter) {
  sweepExpired(db, now);
  const where = `WHERE s.sub_app = ? AND s.on_sale = 1 AND (? IS NULL OR s.kind = ?)
    AND (? IS NULL OR s.category_id = ?) AND (? IS NULL OR s.title LIKE ? ESCAPE '\\' OR s.subtitle LIKE ? ESCAPE '\\')`;
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const args = [f.subApp, f.kind ?? null, f.kind ?? null, f.categoryId ?? null, f.categoryId ?? null];
  const all = [...args, like, like, like];
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM shop_spus s ${where}`).get(...all) as {
    total: number;
  };
  const rows = db
    .prepare(
      `SELECT s.*, MIN(k.price) AS price, MIN(k.member_price) AS member_price, MAX(k.avail) AS avail_max
       FROM shop_spus s JOIN (${skuSql}) k ON k.spu_id = s.id ${where}
       GROUP BY s.id ORDER BY avail_max > 0 DESC, s.sales DESC, s.id LIMIT ? OFFSET ?`,
    )
    .all(...all, f.pageSize, (f.page - 1) * f.pageSize) as SummaryRow[];
  return { list: rows.map(toSummary), page: f.page, pageSize: f.pageSize, total };
}

export function summaryOf(db: Db, spu: SpuRow): ProductSummary {
  const skus = skusOf(db, spu.id);
  const members = skus.map((k) => k.member_price).filter((p): p is number => p !== null);
  return toSummary({
    ...spu,
    price: Math.min(...skus.map((k) => k.price)),
    member_price: members.length ? Math.min(...members) : null,
    avail_max: Math.max(0, ...skus.map((k) => k.avail)),
  });
}
