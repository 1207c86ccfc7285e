import { maskName } from '@yoga/format/mask';
import type { z } from 'zod';
import type { ProductReview, reviewRequest, ReviewResult, ReviewSummary, SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import type { Lang } from '../../messages';
import { inLang } from './catalog-store';
import { ApiFailure } from '../../envelope';
import { UPLOAD_PATH } from '../evaluations/uploads';
import { mustGetStoreOrder } from './order-store';

type ReviewRow = {
  id: number;
  author: string;
  stars: number;
  text: string;
  spec_text: string;
  spec_text_en: string;
  photos: string;
  created_at: number;
};

const toReview = (r: ReviewRow, lang: Lang = 'zh'): ProductReview => ({
  id: r.id,
  author: r.author,
  stars: r.stars,
  text: r.text,
  specText: inLang(lang, r.spec_text, r.spec_text_en),
  photos: JSON.parse(r.photos) as ProductReview['photos'],
  createdAt: new Date(r.created_at).toISOString(),
});

const newest = 'ORDER BY created_at DESC, id DESC';

/** Count, average (one decimal), share of 4 and 5 stars, and the three newest. */
export function reviewSummary(db: Db, spuId: number, lang: Lang = 'zh'): ReviewSummary {
  const s = db
    .prepare(
      'SELECT COUNT(*) AS n, AVG(stars) AS avg, SUM(stars >= 4) AS good FROM shop_reviews WHERE spu_id = ?',
    )
    .get(spuId) as { n: number; avg: number | null; good: number | null };
  const recent = db
    .prepare(`SELECT * FROM shop_reviews WHERE spu_id = ? ${newest} LIMIT 3`)
    .all(spuId) as ReviewRow[];
  return {
    count: s.n,
    average: Math.round((s.avg ?? 0) * 10) / 10,
    goodRate: s.n === 0 ? 0 : Math.round(((s.good ?? 0) * 100) / s.n),
    recent: recent.map((r) => toReview(r, lang)),
  };
}

export function listReviews(db: Db, spuId: number, page: number, pageSize: number, lang: Lang = 'zh') {
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM shop_reviews WHERE spu_id = ?').get(spuId) as {
    total: number;
  };
  const rows = db
    .prepare(`SELECT * FROM shop_reviews WHERE spu_id = ? ${newest} LIMIT ? OFFSET ?`)
    .all(spuId, pageSize, (page - 1) * pageSize) as ReviewRow[];
  return { list: rows.map((r) => toReview(r, lang)), page, pageSize, total };
}

/** 李** from 李雷; a name of one character still shows only that character and the stars. */
/** A reviewer's name: the one masking rule of @yoga/format. */
export { maskName };

type Owner = { userId: number; subApp: SubAppIdT };

/**
 * Reviews of a received order's items: every SKU must be in the order and not reviewed yet (4305),
 * photos must be the caller's own uploads. Marks the items and, once all are, the order evaluated.
 */
export function createReviews(
  db: Db,
  clock: () => number,
  owner: Owner,
  req: z.infer<typeof reviewRequest>,
  lang: Lang = 'zh',
): ReviewResult {
  return db.transaction(() => {
    const order = mustGetStoreOrder(db, clock, req.orderNo, owner);
    const skus = req.items.map((i) => i.skuId);
    const open = new Set(order.items.filter((i) => !i.reviewed).map((i) => i.skuId));
    if (order.status !== 'received' || new Set(skus).size !== skus.length || skus.some((s) => !open.has(s)))
      throw new ApiFailure(4305, 'not_reviewable');
    const mine = db.prepare('SELECT 1 FROM uploads WHERE id = ? AND user_id = ?');
    if (req.items.some((i) => i.photoIds.some((p) => !mine.get(p, owner.userId))))
      throw new ApiFailure(400, 'evaluation_photo_invalid');
    const { name } = db.prepare('SELECT name FROM users WHERE id = ?').get(owner.userId) as { name: string };
    const author = req.anonymous ? '匿名用户' : maskName(name);
    const now = clock();
    const insert = db.prepare(
      `INSERT INTO shop_reviews (spu_id, sku_id, order_no, user_id, author, stars, text, spec_text, spec_text_en, photos, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const specEn = db.prepare(
      'SELECT spec_text_en AS t FROM shop_order_items WHERE order_no = ? AND sku_id = ?',
    );
    const ids = req.items.map((r) => {
      const item = order.items.find((i) => i.skuId === r.skuId)!;
      const photos = [...new Set(r.photoIds)].map((id) => ({ id, url: `${UPLOAD_PATH}/${id}` }));
      const args = [item.spuId, item.skuId, order.orderNo, owner.userId, author, r.stars, r.text];
      const { t } = specEn.get(order.orderNo, item.skuId) as { t: string };
      return insert.run(...args, item.specText, t, JSON.stringify(photos), now).lastInsertRowid;
    });
    const mark = db.prepare('UPDATE shop_order_items SET reviewed = 1 WHERE order_no = ? AND sku_id = ?');
    for (const s of skus) mark.run(order.orderNo, s);
    if (open.size === skus.length)
      db.prepare('UPDATE orders SET evaluated = 1 WHERE order_no = ?').run(order.orderNo);
    const rows = ids.map((id) => db.prepare('SELECT * FROM shop_reviews WHERE id = ?').get(id) as ReviewRow);
    return { orderNo: order.orderNo, reviews: rows.map((r) => toReview(r, lang)) };
  })();
}
