import type { Evaluation, EvaluationTag, SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { addOrderReview } from '../courses/review-store';
import { getOrder, mustGetOrder } from '../orders/store';
import { UPLOAD_PATH } from './uploads';

type Owner = { userId: number; subApp: SubAppIdT };
type Row = { stars: number; tags: string; text: string; photo_ids: string; created_at: number };

const toEvaluation = (orderNo: string, r: Row): Evaluation => ({
  orderNo,
  stars: r.stars,
  tags: JSON.parse(r.tags) as EvaluationTag[],
  text: r.text,
  photos: (JSON.parse(r.photo_ids) as string[]).map((id) => ({ id, url: `${UPLOAD_PATH}/${id}` })),
  createdAt: new Date(r.created_at).toISOString(),
});

export function getEvaluation(db: Db, clock: () => number, orderNo: string, owner: Owner): Evaluation {
  const order = mustGetOrder(db, clock, orderNo, owner);
  const row = db.prepare('SELECT * FROM evaluations WHERE order_id = ?').get(order.id) as Row | undefined;
  if (!row) throw new ApiFailure(404, 'evaluation_not_found');
  return toEvaluation(order.orderNo, row);
}

export interface NewEvaluation {
  orderNo: string;
  stars: number;
  tags: EvaluationTag[];
  text: string;
  photoIds: string[];
}

/**
 * Once per order, by its owner, for a paid course whose class has started. The orders backbone has
 * no call to flag an order evaluated, so that UPDATE lives here, in the same transaction.
 */
export function createEvaluation(db: Db, clock: () => number, e: NewEvaluation, owner: Owner): Evaluation {
  return db.transaction(() => {
    const now = clock();
    const order = getOrder(db, clock, e.orderNo, owner);
    if (!order) throw new ApiFailure(404, 'order_not_found');
    if (order.kind !== 'course' || order.state !== 'paid')
      throw new ApiFailure(409, 'evaluation_not_allowed');
    if (order.classTime !== null && Date.parse(order.classTime) > now)
      throw new ApiFailure(409, 'evaluation_too_early');
    const done = db.prepare('SELECT 1 FROM evaluations WHERE order_id = ?').get(order.id);
    if (done || order.evaluated) throw new ApiFailure(409, 'evaluation_exists');
    const photoIds = [...new Set(e.photoIds)];
    const mine = db.prepare('SELECT 1 FROM uploads WHERE id = ? AND user_id = ?');
    if (photoIds.some((id) => !mine.get(id, owner.userId)))
      throw new ApiFailure(400, 'evaluation_photo_invalid');
    db.prepare(
      `INSERT INTO evaluations (order_id, user_id, stars, tags, text, photo_ids, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      order.id,
      owner.userId,
      e.stars,
      JSON.stringify([...new Set(e.tags)]),
      e.text,
      JSON.stringify(photoIds),
      now,
    );
    db.prepare('UPDATE orders SET evaluated = 1 WHERE id = ?').run(order.id);
    // Shown on the course's page with everyone's reviews (the course domain's table, same transaction).
    addOrderReview(db, {
      orderNo: order.orderNo,
      userId: owner.userId,
      courseId: Number(order.refId),
      stars: e.stars,
      text: e.text,
      createdAt: now,
    });
    return getEvaluation(db, clock, order.orderNo, owner);
  })();
}
