import type { ReviewPage } from '@yoga/contract';
import type { Db } from '../../db';
import { COURSE_CODES } from '@yoga/contract/codes';
import { ApiFailure } from '../../envelope';

type ReviewRow = { id: number; author: string; stars: number; text: string; created_at: number };

/** The China-time date of a moment, as reviews show it. */
const chinaDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

export const toReview = (r: ReviewRow) => ({
  id: r.id,
  author: r.author,
  stars: r.stars,
  text: r.text,
  date: chinaDate(r.created_at),
});

/** One page of a course's reviews, newest first (ties: the later written first). */
export function reviewPage(
  db: Db,
  brand: string,
  courseId: number,
  { page, pageSize }: { page: number; pageSize: number },
): ReviewPage {
  // The course check of course-store, by SQL: course-store imports this module for toReview.
  const c = db.prepare('SELECT id FROM courses WHERE id = ? AND brand = ?').get(courseId, brand) as
    { id: number } | undefined;
  if (!c) throw new ApiFailure(COURSE_CODES.courseNotFound, 'course_not_found');
  const rows = db
    .prepare(
      `SELECT id, author, stars, text, created_at FROM course_reviews WHERE course_id = ?
       ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(c.id, pageSize, (page - 1) * pageSize) as ReviewRow[];
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM course_reviews WHERE course_id = ?').get(c.id) as {
    n: number;
  };
  return { list: rows.map(toReview), page, pageSize, total: n };
}

export interface OrderReview {
  orderNo: string;
  userId: number;
  /** The order's refId: a course id when the order is a course order of a course that exists. */
  courseId: number;
  stars: number;
  text: string;
  createdAt: number;
}

/**
 * A student's evaluation becomes a review of the course, signed with their display name (never their
 * number). Once per order; an order whose course is gone adds nothing. Called inside the caller's
 * transaction (the evaluations store).
 */
export function addOrderReview(db: Db, r: OrderReview): void {
  const course = db.prepare('SELECT id FROM courses WHERE id = ?').get(r.courseId);
  if (!course) return;
  const user = db.prepare('SELECT name FROM users WHERE id = ?').get(r.userId) as
    { name: string } | undefined;
  db.prepare(
    `INSERT OR IGNORE INTO course_reviews (course_id, author, stars, text, created_at, order_no)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(r.courseId, user?.name ?? '学员', r.stars, r.text, r.createdAt, r.orderNo);
}
