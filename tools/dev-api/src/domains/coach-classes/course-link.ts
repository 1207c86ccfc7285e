import type { OrderClassChange } from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { courseArtUrl } from '../courses/art';
import { brandArtColour, courseBrands, type CourseBrand } from '../courses/seed-data';
import { refundPaidOrder } from '../orders/store';

/**
 * A coach class that students book: the course class time (course_class_times) it is. Students
 * book that time through the courses domain (a course order holding a seat of it); a change the
 * studio approves for the coach class moves or cancels that time and tells every order holding it.
 */

/** Linked courses start here, far from the seeded courses' ids (onmat 1xx, phala 2xx). */
const LINKED_COURSE_BASE = 5000;
const iso = (ms: number) => new Date(ms).toISOString();

type LinkRow = {
  id: number;
  sub_app: string;
  title_zh: string;
  title_en: string;
  starts_at: number;
  ends_at: number;
  capacity: number;
  course_time_id: number | null;
};

/** The course brand of a coach sub-app, or null (suman has no courses in this stand-in). */
export function courseBrandOf(subApp: string): CourseBrand | null {
  const brand = subApps.find((s) => s.id === subApp)?.brand;
  return brand && brand in courseBrands ? (brand as CourseBrand) : null;
}

/**
 * Makes a coach class bookable by students: a course of its own (the class's title, the brand's
 * first coach card, 1 hour's price) with one class time at the class's start, linked to the class.
 * Returns the course id, or null when the brand sells no courses here. Call inside a transaction.
 */
export function linkCourse(db: Db, classId: number, bookedByOthers: number): number | null {
  const c = db.prepare('SELECT * FROM coach_classes WHERE id = ?').get(classId) as LinkRow | undefined;
  if (!c || c.course_time_id !== null) return null;
  const brand = courseBrandOf(c.sub_app);
  if (!brand) return null;
  const coach = db.prepare('SELECT MIN(id) AS id FROM course_coaches WHERE brand = ?').get(brand) as {
    id: number | null;
  };
  if (coach.id === null) return null;
  const { next } = db
    .prepare('SELECT MAX(?, COALESCE(MAX(id), 0) + 1) AS next FROM courses')
    .get(LINKED_COURSE_BASE) as { next: number };
  const minutes = Math.round((c.ends_at - c.starts_at) / 60_000);
  db.prepare(
    `INSERT INTO courses (id, brand, coach_id, title, title_en, summary, summary_en, cover, minutes, price,
       vip_price, outline, outline_en, state)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'on-sale')`,
  ).run(
    next,
    brand,
    coach.id,
    c.title_zh,
    c.title_en,
    `教练排课中的${c.title_zh}，如教练调整上课时间或取消课程，订单会同步显示。`,
    `${c.title_en} from the coach's schedule; if the coach moves or cancels the class, your order shows it.`,
    courseArtUrl('tree', brandArtColour[brand]),
    minutes,
    9900,
    8900,
    JSON.stringify([{ title: c.title_zh, minutes }]),
    JSON.stringify([c.title_en]),
  );
  const time = Number(
    db
      .prepare('INSERT INTO course_class_times (course_id, starts_at, seats, booked) VALUES (?, ?, ?, ?)')
      .run(next, c.starts_at, c.capacity, Math.min(bookedByOthers, c.capacity)).lastInsertRowid,
  );
  db.prepare('UPDATE coach_classes SET course_time_id = ? WHERE id = ?').run(time, classId);
  return next;
}

/** The course linked to a coach class, if any. */
export function linkedCourseOf(db: Db, classId: number): number | null {
  const r = db
    .prepare(
      `SELECT t.course_id FROM coach_classes c JOIN course_class_times t ON t.id = c.course_time_id
       WHERE c.id = ?`,
    )
    .get(classId) as { course_id: number } | undefined;
  return r?.course_id ?? null;
}

/**
 * An approved change of a coach class reaches the students who booked it: a new time moves the
 * course class time and every live order's class time (with a note of from and to); a cancel
 * closes the class time to new bookings and refunds each paid order in full through the orders'
 * refund path (an unpaid one is closed), noting it. Call inside the deciding transaction.
 */
export function applyToBookings(
  db: Db,
  classId: number,
  change: { kind: 'time'; startsAt: number } | { kind: 'cancel' },
  now: number,
): number {
  const c = db.prepare('SELECT * FROM coach_classes WHERE id = ?').get(classId) as LinkRow | undefined;
  if (!c || c.course_time_id === null) return 0;
  const time = db.prepare('SELECT starts_at FROM course_class_times WHERE id = ?').get(c.course_time_id) as
    { starts_at: number } | undefined;
  if (!time) return 0;
  const orders = db
    .prepare(
      `SELECT o.order_no, o.state FROM course_holds h JOIN orders o ON o.order_no = h.order_no
       WHERE h.class_id = ? AND o.state IN ('pending', 'paid') ORDER BY o.id`,
    )
    .all(c.course_time_id) as { order_no: string; state: 'pending' | 'paid' }[];
  const note = db.prepare('UPDATE orders SET class_change = ? WHERE order_no = ?');
  const from = iso(time.starts_at);
  if (change.kind === 'time') {
    db.prepare('UPDATE course_class_times SET starts_at = ? WHERE id = ?').run(
      change.startsAt,
      c.course_time_id,
    );
    const to = iso(change.startsAt);
    for (const o of orders) {
      const n: OrderClassChange = { kind: 'time', from, to, outcome: null, at: iso(now) };
      db.prepare('UPDATE orders SET class_time = ? WHERE order_no = ?').run(to, o.order_no);
      note.run(JSON.stringify(n), o.order_no);
    }
  } else {
    // Nobody books a cancelled class: its seats are all taken by "other channels".
    db.prepare('UPDATE course_class_times SET booked = seats WHERE id = ?').run(c.course_time_id);
    for (const o of orders) {
      if (o.state === 'paid') refundPaidOrder(db, () => now, o.order_no);
      else
        db.prepare("UPDATE orders SET state = 'cancelled', closed_at = ? WHERE order_no = ?").run(
          now,
          o.order_no,
        );
      const n: OrderClassChange = {
        kind: 'cancel',
        from,
        to: null,
        outcome: o.state === 'paid' ? 'refunded' : 'cancelled',
        at: iso(now),
      };
      note.run(JSON.stringify(n), o.order_no);
    }
  }
  return orders.length;
}
