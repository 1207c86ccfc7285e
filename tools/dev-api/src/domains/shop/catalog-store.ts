import type { ProductKind, ProductSummary, ShopHome, Sku, SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import type { Lang } from '../../messages';
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
  /** The English of the texts above ('' when none: the Chinese is served). */
  title_en: string;
  subtitle_en: string;
  spec_names_en: string;
  params_en: string;
  description_en: string;
  tags_en: string;
  shipping_note_en: string;
};
export type SkuRow = {
  id: number;
  spu_id: number;
  specs: string;
  price: number;
  member_price: number | null;
  stock: number;
  image: string;
  specs_en: string;
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

/** The text in the caller's language: the English when there is one, else the merchant's Chinese. */
export const inLang = (lang: Lang, zh: string, en: string) => (lang === 'en' && en !== '' ? en : zh);
const parsed = <T>(lang: Lang, zh: string, en: string) => JSON.parse(inLang(lang, zh, en)) as T;

/** A product's texts in the caller's language. */
export const spuTexts = (spu: SpuRow, lang: Lang) => ({
  title: inLang(lang, spu.title, spu.title_en),
  subtitle: inLang(lang, spu.subtitle, spu.subtitle_en),
  specNames: parsed<string[]>(lang, spu.spec_names, spu.spec_names_en),
  params: parsed<{ name: string; value: string }[]>(lang, spu.params, spu.params_en),
  description: parsed<string[]>(lang, spu.description, spu.description_en),
  tags: parsed<string[]>(lang, spu.tags, spu.tags_en),
  shippingNote: inLang(lang, spu.shipping_note, spu.shipping_note_en),
});

export const toSku = (r: SkuRow, lang: Lang = 'zh'): Sku => ({
  id: r.id,
  specs: parsed<Sku['specs']>(lang, r.specs, r.specs_en),
  price: r.price,
  memberPrice: r.member_price,
  stock: r.avail,
  image: r.image,
});

/** The SKU's spec values joined ("雾霾蓝 / 6mm"), in one language. */
export const specTextOf = (r: Pick<SkuRow, 'specs'> & { specs_en?: string }, lang: Lang = 'zh') =>
  parsed<Sku['specs']>(lang, r.specs, r.specs_en ?? '')
    .map((s) => s.value)
    .join(' / ');

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

export function shopHome(
  db: Db,
  subApp: SubAppIdT,
  kind: ProductKind | undefined,
  lang: Lang = 'zh',
): ShopHome {
  const args = [subApp, kind ?? null, kind ?? null];
  const where = 'WHERE sub_app = ? AND (? IS NULL OR kind = ?)';
  const en = lang === 'en' ? 1 : 0;
  const banners = db
    .prepare(
      `SELECT id, image, CASE WHEN ? AND title_en <> '' THEN title_en ELSE title END AS title, link
       FROM shop_banners ${where} ORDER BY sort, id`,
    )
    .all(en, ...args) as ShopHome['banners'];
  const categories = db
    .prepare(
      `SELECT id, CASE WHEN ? AND name_en <> '' THEN name_en ELSE name END AS name, icon
       FROM shop_categories ${where} ORDER BY sort, id`,
    )
    .all(en, ...args) as ShopHome['categories'];
  const mat = db
    .prepare(
      'SELECT id FROM shop_spus WHERE sub_app = ? AND yoga_mat = 1 AND on_sale = 1 ORDER BY id LIMIT 1',
    )
    .get(subApp) as { id: number } | undefined;
  return { banners, categories, yogaMatSpuId: mat?.id ?? null };
}

type SummaryRow = SpuRow & { price: number; member_price: number | null; avail_max: number };

export const toSummary = (r: SummaryRow, lang: Lang = 'zh'): ProductSummary => ({
  spuId: r.id,
  kind: r.kind,
  categoryId: r.category_id,
  title: inLang(lang, r.title, r.title_en),
  subtitle: inLang(lang, r.subtitle, r.subtitle_en),
  cover: r.cover,
  price: r.price,
  memberPrice: r.member_price,
  originalPrice: Math.max(r.original_price, r.price),
  sales: r.sales,
  soldOut: r.avail_max <= 0,
  tags: parsed<string[]>(lang, r.tags, r.tags_en),
});

export interface ProductFilter {
  subApp: SubAppIdT;
  kind?: ProductKind;
  categoryId?: number;
  q?: string;
  page: number;
  lang?: Lang;
  pageSize: number;
}

/** A product's searchable texts in either language: titles, subtitles and tags. */
const matchSql = `(? IS NULL OR EXISTS (SELECT 1 FROM (SELECT s.title AS t UNION ALL SELECT s.title_en
  UNION ALL SELECT s.subtitle UNION ALL SELECT s.subtitle_en
  UNION ALL SELECT value FROM json_each(s.tags) UNION ALL SELECT value FROM json_each(CASE WHEN s.tags_en = '' THEN '[]' ELSE s.tags_en END))
  WHERE t LIKE ? ESCAPE '\\'))`;

/**
 * Best sellers first, sold-out ones last. q matches the title, subtitle or a tag in Chinese or in
 * English whatever the caller's language ("mat" and "瑜伽垫" find the same mats), ignoring case.
 */
export function listProducts(db: Db, now: number, f: ProductFilter) {
  sweepExpired(db, now);
  const where = `WHERE s.sub_app = ? AND s.on_sale = 1 AND (? IS NULL OR s.kind = ?)
    AND (? IS NULL OR s.category_id = ?) AND ${matchSql}`;
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const args = [f.subApp, f.kind ?? null, f.kind ?? null, f.categoryId ?? null, f.categoryId ?? null];
  const all = [...args, like, like];
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
  return { list: rows.map((r) => toSummary(r, f.lang)), page: f.page, pageSize: f.pageSize, total };
}

export function summaryOf(db: Db, spu: SpuRow, lang: Lang = 'zh'): ProductSummary {
  const skus = skusOf(db, spu.id);
  const members = skus.map((k) => k.member_price).filter((p): p is number => p !== null);
  return toSummary(
    {
      ...spu,
      price: Math.min(...skus.map((k) => k.price)),
      member_price: members.length ? Math.min(...members) : null,
      avail_max: Math.max(0, ...skus.map((k) => k.avail)),
    },
    lang,
  );
}
