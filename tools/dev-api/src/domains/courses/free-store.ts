import type { DevFreeClassRequest, FreeBooking, FreeClass, FreeDay } from '@yoga/contract';
import { COURSE_CODES } from '@yoga/contract/codes';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';
import { chinaDay, chinaTime } from './seed-data';

/** Each day's free classes (one full, one with a last seat) so every result screen can be reached. */
export const freeTemplate = [
  {
    title: '晨间流瑜伽体验课',
    titleEn: 'Morning flow taster',
    coach: '周一鸣',
    coachEn: 'Zhou Yiming',
    hour: 7,
    minute: 30,
    minutes: 45,
    seats: 20,
    booked: 12,
  },
  {
    title: '午间肩颈放松',
    titleEn: 'Lunchtime shoulder release',
    coach: '林晓岚',
    coachEn: 'Lin Xiaolan',
    hour: 12,
    minute: 30,
    minutes: 30,
    seats: 10,
    booked: 10,
  },
  {
    title: '睡前冥想与呼吸',
    titleEn: 'Bedtime meditation and breathing',
    coach: '陈思雨',
    coachEn: 'Chen Siyu',
    hour: 21,
    minute: 0,
    minutes: 30,
    seats: 15,
    booked: 14,
  },
];

const HALF_HOUR = 30 * 60_000;

/**
 * When a template time has passed at the moment the day is made, the class moves to later (from the
 * next half hour, 90 minutes apart, order kept): "today" always has classes still to come, whatever
 * hour a developer or a test first looks.
 */
function startOf(now: number, i: number, hour: number, minute: number): number {
  const later = Math.ceil((now + 1) / HALF_HOUR) * HALF_HOUR + i * 3 * HALF_HOUR;
  return Math.max(chinaTime(now, 0, hour, minute), later);
}

/** A day's classes are made the first time anyone looks at that day, so "today" always has some. */
function ensureDay(db: Db, brand: string, now: number): string {
  const day = chinaDay(now);
  const has = db.prepare('SELECT 1 FROM free_classes WHERE brand = ? AND day = ? LIMIT 1').get(brand, day);
  if (has) return day;
  const put = db.prepare(
    `INSERT INTO free_classes (brand, day, title, title_en, coach, coach_en, starts_at, minutes, seats, booked)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  freeTemplate.forEach((t, i) =>
    put.run(
      brand,
      day,
      t.title,
      t.titleEn,
      t.coach,
      t.coachEn,
      startOf(now, i, t.hour, t.minute),
      t.minutes,
      t.seats,
      t.booked,
    ),
  );
  return day;
}

type Row = {
  id: number;
  day: string;
  title: string;
  title_en: string;
  coach: string;
  coach_en: string;
  starts_at: number;
  minutes: number;
  seats: number;
  booked: number;
};

const toFreeClass = (r: Row, lang: Lang): FreeClass => ({
  id: r.id,
  title: inLang(lang, r.title, r.title_en),
  coach: inLang(lang, r.coach, r.coach_en),
  startsAt: new Date(r.starts_at).toISOString(),
  minutes: r.minutes,
  seats: r.seats,
  seatsLeft: r.seats - r.booked,
});

export function freeDay(
  db: Db,
  brand: string,
  userId: number | null,
  now: number,
  lang: Lang = 'zh',
): FreeDay {
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
    classes: rows.map((r) => toFreeClass(r, lang)),
    bookedClassId: mine?.class_id ?? null,
  };
}

/** One booking per user per brand per China day; the seat and the booking are taken together. */
export function bookFree(db: Db, brand: string, userId: number, classId: number, now: number): FreeBooking {
  return db.transaction(() => {
    ensureDay(db, brand, now);
    // A class belongs to the day it was listed on: late in the evening a day's classes are moved
    // past midnight, and booking one must not look for it in the next day's list.
    const cls = db.prepare('SELECT * FROM free_classes WHERE id = ? AND brand = ?').get(classId, brand) as
      Row | undefined;
    if (!cls) throw new ApiFailure(COURSE_CODES.courseNotFound, 'course_not_found');
    const day = cls.day;
    // The server's clock decides: a list left open past the start time must not book a running class.
    if (cls.starts_at <= now) throw new ApiFailure(COURSE_CODES.freeStarted, 'free_class_started');
    const already = db
      .prepare('SELECT 1 FROM free_bookings WHERE user_id = ? AND brand = ? AND day = ?')
      .get(userId, brand, day);
    if (already) throw new ApiFailure(COURSE_CODES.freeAlready, 'free_already_booked');
    const taken = db
      .prepare('UPDATE free_classes SET booked = booked + 1 WHERE id = ? AND booked < seats')
      .run(classId);
    if (taken.changes === 0) throw new ApiFailure(COURSE_CODES.freeFull, 'free_class_full');
    db.prepare(
      'INSERT INTO free_bookings (user_id, brand, day, class_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(userId, brand, day, classId, now);
    return { classId, date: day };
  })();
}

/** Development only: one more class today (e.g. one that started a minute ago, for the refusal). */
export function addFreeClass(
  db: Db,
  brand: string,
  b: Required<DevFreeClassRequest>,
  now: number,
  lang: Lang = 'zh',
): FreeClass {
  return db.transaction(() => {
    const day = ensureDay(db, brand, now);
    const id = db
      .prepare(
        `INSERT INTO free_classes (brand, day, title, coach, coach_en, starts_at, minutes, seats, booked)
         VALUES (?, ?, ?, '林晓岚', 'Lin Xiaolan', ?, 45, ?, 0)`,
      )
      .run(brand, day, b.title, now + b.startsInMinutes * 60_000, b.seats).lastInsertRowid;
    return toFreeClass(db.prepare('SELECT * FROM free_classes WHERE id = ?').get(id) as Row, lang);
  })();
}
