import type { FreeBooking, FreeDay } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { chinaDay, chinaTime } from './seed-data';

/** Each day's free classes (one full, one with a last seat) so every result screen can be reached. */
const template = [
  { title: '晨间流瑜伽体验课', coach: '周一鸣', hour: 7, minute: 30, minutes: 45, seats: 20, booked: 12 },
  { title: '午间肩颈放松', coach: '林晓岚', hour: 12, minute: 30, minutes: 30, seats: 10, booked: 10 },
  { title: '睡前冥想与呼吸', coach: '陈思雨', hour: 21, minute: 0, minutes: 30, seats: 15, booked: 14 },
];

/** A day's classes are made the first time anyone looks at that day, so "today" always has some. */
function ensureDay(db: Db, brand: string, now: number): string {
  const day = chinaDay(now);
  const has = db.prepare('SELECT 1 FROM free_classes WHERE brand = ? AND day = ? LIMIT 1').get(brand, day);
  if (has) return day;
  const put = db.prepare(
    'INSERT INTO free_classes (brand, day, title, coach, starts_at, minutes, seats, booked) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const t of template)
    put.run(brand, day, t.title, t.coach, chinaTime(now, 0, t.hour, t.minute), t.minutes, t.seats, t.booked);
  return day;
}

type Row = {
  id: number;
  title: string;
  coach: string;
  starts_at: number;
  minutes: number;
  seats: number;
  booked: number;
};

export function freeDay(db: Db, brand: string, userId: number | null, now: number): FreeDay {
  const day = db.transaction(() => ensureDay(db, brand, now))();
  const rows = db
    .prepare('SELECT * FROM free_classes WHERE brand = ? AND day = ? ORDER BY starts_at')
    .all(brand, day) as Row[];
  const mine =
    userId === null
      ? undefined
      : (db
          .prepare('SELECT class_id FROM free_bookings WHERE user_id = ? AND brand = ? AND day = ?')
          .get(userId, brand, day) as { class_id: number } | undefined);
  return {
    date: day,
    classes: rows.map((r) => ({
      id: r.id,
      title: r.title,
      coach: r.coach,
      startsAt: new Date(r.starts_at).toISOString(),
      minutes: r.minutes,
      seats: r.seats,
      seatsLeft: r.seats - r.booked,
    })),
    bookedClassId: mine?.class_id ?? null,
  };
}

/** One booking per user per brand per China day; the seat and the booking are taken together. */
export function bookFree(db: Db, brand: string, userId: number, classId: number, now: number): FreeBooking {
  return db.transaction(() => {
    const day = ensureDay(db, brand, now);
    const cls = db
      .prepare('SELECT * FROM free_classes WHERE id = ? AND brand = ? AND day = ?')
      .get(classId, brand, day) as Row | undefined;
    if (!cls) throw new ApiFailure(4205, 'course_not_found');
    const already = db
      .prepare('SELECT 1 FROM free_bookings WHERE user_id = ? AND brand = ? AND day = ?')
      .get(userId, brand, day);
    if (already) throw new ApiFailure(4212, 'free_already_booked');
    const taken = db
      .prepare('UPDATE free_classes SET booked = booked + 1 WHERE id = ? AND booked < seats')
      .run(classId);
    if (taken.changes === 0) throw new ApiFailure(4211, 'free_class_full');
    db.prepare(
      'INSERT INTO free_bookings (user_id, brand, day, class_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(userId, brand, day, classId, now);
    return { classId, date: day };
  })();
}
