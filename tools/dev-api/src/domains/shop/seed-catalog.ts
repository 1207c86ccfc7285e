import type { ProductKind } from '@yoga/contract';
import type { Db } from '../../db';
import { imageUrl, type View } from './images';
import { palette, SHIPPING_NOTE, type SeedSpu } from './seed-types';

const DAY = 86_400_000;

export interface SeedShop {
  subApp: string;
  kind: ProductKind;
  /** Category name and the drawing and colour of its icon. */
  categories: [string, string, string][];
  products: SeedSpu[];
  /** Indexes of the products the three banners advertise, and the path of a product page. */
  banners: { product: number; title: string }[];
  detailPath: string;
}

const colourOf = (p: SeedSpu, value: string | undefined) =>
  palette[value ?? ''] ?? p.hex ?? palette['燕麦色']!;

/** Every combination of the spec values, first dimension outermost. */
function combos(specs: SeedSpu['specs']): { name: string; value: string; index: number }[][] {
  return specs.reduce<{ name: string; value: string; index: number }[][]>(
    (all, [name, values]) => all.flatMap((c) => values.map((value, index) => [...c, { name, value, index }])),
    [[]],
  );
}

/** The price of one SKU: by the second dimension, else the first, else the only price. */
function priceOf(p: SeedSpu, combo: { index: number }[]): number {
  const [a, b] = [p.specs[0]?.[1].length, p.specs[1]?.[1].length];
  const i = p.prices.length === b ? combo[1]!.index : p.prices.length === a ? combo[0]!.index : 0;
  return p.prices[i] ?? p.prices[0]!;
}

/** Writes one sub-app's shop: categories, products with SKUs and images, banners. Returns SPU ids. */
export function seedCatalogue(db: Db, now: number, shop: SeedShop): number[] {
  const cats = new Map<string, number>();
  shop.categories.forEach(([name, art, hex], sort) => {
    const r = db
      .prepare('INSERT INTO shop_categories (sub_app, kind, name, icon, sort) VALUES (?, ?, ?, ?, ?)')
      .run(shop.subApp, shop.kind, name, imageUrl(art, hex, 2), sort);
    cats.set(name, Number(r.lastInsertRowid));
  });
  const spu = db.prepare(
    `INSERT INTO shop_spus (sub_app, kind, category_id, title, subtitle, cover, images, spec_names, params, description,
       shipping_note, freight, original_price, promo_ends_at, sales, tags, yoga_mat, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const sku = db.prepare(
    'INSERT INTO shop_skus (spu_id, specs, price, member_price, stock, image) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const ids = shop.products.map((p, n) => {
    const hex = colourOf(p, p.specs[0]?.[1][0]);
    const views: View[] = [0, 1, 2, 3, 4, 5].slice(0, Math.min(6, Math.max(3, p.images ?? 4))) as View[];
    const r = spu.run(
      shop.subApp,
      shop.kind,
      cats.get(p.cat)!,
      p.title,
      p.subtitle,
      imageUrl(p.art, hex, 0),
      JSON.stringify(views.map((v) => imageUrl(p.art, hex, v))),
      JSON.stringify(p.specs.map(([name]) => name)),
      JSON.stringify(p.params.map(([name, value]) => ({ name, value }))),
      JSON.stringify(p.description),
      SHIPPING_NOTE,
      (p.freight ?? 0) * 100,
      p.original * 100,
      p.promoDays ? now + p.promoDays * DAY : null,
      p.sales,
      JSON.stringify(p.tags),
      p.key === 'yoga-mat' ? 1 : 0,
      now - (n + 1) * DAY,
    );
    const spuId = Number(r.lastInsertRowid);
    combos(p.specs).forEach((combo, i) => {
      const price = priceOf(p, combo) * 100;
      const member = p.member ? Math.round((price * p.member) / 100) * 100 : null;
      const stock = p.soldOut || p.zero?.includes(i) ? 0 : 8 + ((spuId * 7 + i * 13) % 60);
      const specs = combo.map(({ name, value }) => ({ name, value }));
      sku.run(
        spuId,
        JSON.stringify(specs),
        price,
        member,
        stock,
        imageUrl(p.art, colourOf(p, combo[0]?.value), 0),
      );
    });
    return spuId;
  });
  shop.banners.forEach((b, sort) => {
    const p = shop.products[b.product]!;
    db.prepare(
      'INSERT INTO shop_banners (sub_app, kind, image, title, link, sort) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      shop.subApp,
      shop.kind,
      imageUrl(p.art, colourOf(p, p.specs[0]?.[1][0]), 'b'),
      b.title,
      `${shop.detailPath}/${ids[b.product]}`,
      sort,
    );
  });
  return ids;
}
