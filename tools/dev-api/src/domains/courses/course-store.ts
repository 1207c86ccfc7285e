import type { ClassTime, CourseDetail } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';
import { sweepExpired } from '../orders/store';
import { toReview } from './review-store';
import { WEEK } from './seed-data';

export type CourseRow = {
  id: number;
  brand: string;
  coach_id: number;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  cover: string | null;
  minutes: number;
  price: number;
  vip_price: number;
  outline: string;
  outline_en: string;
  state: 'on-sale' | 'ended';
};
type ClassRow = {
  id: number;
  course_id: number;
  starts_at: number;
  seats: number;
  booked: number;
  held: number;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** Seats taken by other channels plus holds of orders that are pending or paid (swept for expiry first). */
const classSql = `SELECT t.*, (SELECT COUNT(*) FROM course_holds h JOIN orders o ON o.order_no = h.order_no
  WHERE h.class_id = t.id AND o.state IN ('pending', 'paid')) AS held FROM course_class_times t`;

export const toClassTime = (r: ClassRow): ClassTime => ({
  id: r.id,
  startsAt: iso(r.starts_at),
  seats: r.seats,
  seatsLeft: Math.max(0, r.seats - r.booked - r.held),
});

export function mustGetCourse(db: Db, brand: string, courseId: number): CourseRow {
  const row = db.prepare('SELECT * FROM courses WHERE id = ? AND brand = ?').get(courseId, brand) as
    CourseRow | undefined;
  if (!row) throw new ApiFailure(4205, 'course_not_found');
  return row;
}

/**
 * A long-running dev database would see every seeded time pass; an on-sale course with nothing
 * ahead has its times moved on by whole weeks, so the screens keep something to book.
 */
function rollForward(db: Db, courseId: number, now: number): void {
  const r = db
    .prepare(
      'SELECT MIN(starts_at) AS first, MAX(starts_at) AS last FROM course_class_times WHERE course_id = ?',
    )
    .get(courseId) as { first: number | null; last: number | null };
  if (r.first === null || r.last === null || r.last > now) return;
  const shift = Math.ceil((now - r.first + 3_600_000) / WEEK) * WEEK;
  db.prepare('UPDATE course_class_times SET starts_at = starts_at + ? WHERE course_id = ?').run(
    shift,
    courseId,
  );
}

/** The course's class times still ahead, soonest first. */
export function upcomingClasses(db: Db, course: CourseRow, now: number): ClassTime[] {
  sweepExpired(db, now);
  if (course.state === 'on-sale') rollForward(db, course.id, now);
  const rows = db
    .prepare(`${classSql} WHERE t.course_id = ? AND t.starts_at > ? ORDER BY t.starts_at LIMIT 8`)
    .all(course.id, now) as ClassRow[];
  return rows.map(toClassTime);
}

export function classOf(
  db: Db,
  courseId: number,
  classId: number,
): (ClassTime & { startsAtMs: number }) | null {
  const row = db.prepare(`${classSql} WHERE t.id = ? AND t.course_id = ?`).get(classId, courseId) as
    ClassRow | undefined;
  return row ? { ...toClassTime(row), startsAtMs: row.starts_at } : null;
}

/** The user's live order of a course: paid wins over pending. */
export function purchaseOf(db: Db, userId: number, courseId: number): CourseDetail['purchase'] {
  const row = db
    .prepare(
      `SELECT h.order_no, h.class_id, o.state, t.starts_at FROM course_holds h
       JOIN orders o ON o.order_no = h.order_no JOIN course_class_times t ON t.id = h.class_id
       WHERE h.user_id = ? AND h.course_id = ? AND o.state IN ('pending', 'paid')
       ORDER BY o.state = 'paid' DESC, o.created_at DESC LIMIT 1`,
    )
    .get(userId, courseId) as
    { order_no: string; class_id: number; state: 'pending' | 'paid'; starts_at: number } | undefined;
  return row
    ? { orderNo: row.order_no, state: row.state, classId: row.class_id, startsAt: iso(row.starts_at) }
    : null;
}

/** The course's title in the caller's language. */
export const titleOf = (c: CourseRow, lang: Lang) => inLang(lang, c.title, c.title_en);

/** The outline in the caller's language: English titles are stored by position beside the Chinese. */
function outlineOf(c: CourseRow, lang: Lang): CourseDetail['outline'] {
  const items = JSON.parse(c.outline) as CourseDetail['outline'];
  const en = JSON.parse(c.outline_en) as string[];
  return items.map((o, i) => ({ ...o, title: inLang(lang, o.title, en[i]) }));
}

export function courseDetail(
  db: Db,
  brand: string,
  courseId: number,
  userId: number | null,
  now: number,
  lang: Lang = 'zh',
): CourseDetail {
  const c = mustGetCourse(db, brand, courseId);
  const co = db
    .prepare('SELECT id, name, name_en, title, title_en FROM course_coaches WHERE id = ?')
    .get(c.coach_id) as { id: number; name: string; name_en: string; title: string; title_en: string };
  const coach = {
    id: co.id,
    name: inLang(lang, co.name, co.name_en),
    title: inLang(lang, co.title, co.title_en),
  };
  const classes = c.state === 'ended' ? [] : upcomingClasses(db, c, now);
  const reviews = db
    .prepare(
      'SELECT id, author, stars, text, created_at FROM course_reviews WHERE course_id = ? ORDER BY created_at DESC, id DESC LIMIT 3',
    )
    .all(c.id) as { id: number; author: string; stars: number; text: string; created_at: number }[];
  const stats = db
    .prepare('SELECT COUNT(*) AS n, AVG(stars) AS avg FROM course_reviews WHERE course_id = ?')
    .get(c.id) as { n: number; avg: number | null };
  const soldOut = !classes.some((t) => t.seatsLeft > 0);
  return {
    id: c.id,
    title: titleOf(c, lang),
    summary: inLang(lang, c.summary, c.summary_en),
    cover: c.cover,
    minutes: c.minutes,
    price: c.price,
    vipPrice: c.vip_price,
    state: c.state === 'ended' ? 'ended' : soldOut ? 'sold-out' : 'on-sale',
    coach,
    outline: outlineOf(c, lang),
    classes,
    rating: Math.round((stats.avg ?? 0) * 10) / 10,
    reviewCount: stats.n,
    reviews: reviews.map(toReview),
    purchase: userId === null ? null : purchaseOf(db, userId, c.id),
  };
}
