import type { Db } from '../../db';
import { en, paragraphEn, specTextEn } from './seed-en';

const json = <T>(s: string) => JSON.parse(s) as T;
const str = JSON.stringify;

/**
 * Writes the English of every seeded row that has none yet (a fresh seed, or a database seeded
 * before the store spoke English): categories, banners, products, SKUs, and the snapshots of order
 * items and reviews. Rows that already have their English are left alone.
 */
export function fillEnglish(db: Db): void {
  db.transaction(() => {
    const cats = db.prepare(`SELECT id, name FROM shop_categories WHERE name_en = ''`).all() as {
      id: number;
      name: string;
    }[];
    const setCat = db.prepare('UPDATE shop_categories SET name_en = ? WHERE id = ?');
    for (const c of cats) setCat.run(en(c.name), c.id);

    const banners = db.prepare(`SELECT id, title FROM shop_banners WHERE title_en = ''`).all() as {
      id: number;
      title: string;
    }[];
    const setBanner = db.prepare('UPDATE shop_banners SET title_en = ? WHERE id = ?');
    for (const b of banners) setBanner.run(en(b.title), b.id);

    type Spu = {
      id: number;
      title: string;
      subtitle: string;
      spec_names: string;
      params: string;
      description: string;
      tags: string;
      shipping_note: string;
    };
    const spus = db.prepare(`SELECT * FROM shop_spus WHERE title_en = ''`).all() as Spu[];
    const setSpu = db.prepare(
      `UPDATE shop_spus SET title_en = ?, subtitle_en = ?, spec_names_en = ?, params_en = ?, description_en = ?,
       tags_en = ?, shipping_note_en = ? WHERE id = ?`,
    );
    for (const s of spus)
      setSpu.run(
        en(s.title),
        en(s.subtitle),
        str(json<string[]>(s.spec_names).map(en)),
        str(
          json<{ name: string; value: string }[]>(s.params).map((p) => ({
            name: en(p.name),
            value: en(p.value),
          })),
        ),
        str(json<string[]>(s.description).map((p) => paragraphEn(p, s.title, s.subtitle))),
        str(json<string[]>(s.tags).map(en)),
        en(s.shipping_note),
        s.id,
      );

    const skus = db.prepare(`SELECT id, specs FROM shop_skus WHERE specs_en = ''`).all() as {
      id: number;
      specs: string;
    }[];
    const setSku = db.prepare('UPDATE shop_skus SET specs_en = ? WHERE id = ?');
    for (const k of skus)
      setSku.run(
        str(
          json<{ name: string; value: string }[]>(k.specs).map((p) => ({
            name: en(p.name),
            value: en(p.value),
          })),
        ),
        k.id,
      );

    const items = db
      .prepare(`SELECT id, title, spec_text FROM shop_order_items WHERE title_en = ''`)
      .all() as { id: number; title: string; spec_text: string }[];
    const setItem = db.prepare('UPDATE shop_order_items SET title_en = ?, spec_text_en = ? WHERE id = ?');
    for (const i of items) setItem.run(en(i.title), specTextEn(i.spec_text), i.id);

    const reviews = db
      .prepare(`SELECT id, spec_text FROM shop_reviews WHERE spec_text_en = '' AND spec_text <> ''`)
      .all() as { id: number; spec_text: string }[];
    const setReview = db.prepare('UPDATE shop_reviews SET spec_text_en = ? WHERE id = ?');
    for (const r of reviews) setReview.run(specTextEn(r.spec_text), r.id);
  })();
}
