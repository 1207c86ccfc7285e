import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';

const DAY = 86_400_000;
/** The China-time day (YYYY-MM-DD) of an instant. */
export const chinaDay = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
/** The day n days before the given one. */
export const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

/** A small photo the stand-in serves for seeded clock-ins (a gradient drawn by the courses art). */
export const SEED_PHOTO = '/api/practice/seed-photo.svg';

/**
 * The demo student's programme on slim, relative to the clock: clocked in on the 4 days before today
 * (a streak of 4, today still open), a family member, and 12 weeks of weight, waist and body fat.
 * Video course entries for home (the video course screens serve them).
 */
export function seedPractice(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM practice_video_courses').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const today = chinaDay(now);
  db.transaction(() => {
    const courses = db.prepare(
      'INSERT INTO practice_video_courses (id, title_zh, title_en, lessons) VALUES (?, ?, ?, ?)',
    );
    courses.run(1, '21 天燃脂瑜伽', '21-day fat-burning yoga', 21);
    courses.run(2, '晨间唤醒流瑜伽', 'Morning wake-up flow', 12);
    courses.run(3, '肩颈舒缓入门', 'Neck and shoulder relief for beginners', 8);
    const userId = demoUserId(db, now);
    db.prepare(
      'INSERT OR IGNORE INTO practice_profiles (user_id, height, weight, goal_weight, updated_at) VALUES (?, 165, 61.5, 55, ?)',
    ).run(userId, new Date(now - 3 * DAY).toISOString());
    const member = db
      .prepare(
        "INSERT INTO practice_family (user_id, name, relation, created_at) VALUES (?, '妈妈', 'parent', ?)",
      )
      .run(userId, new Date(now - 20 * DAY).toISOString());
    const clockIn = db.prepare(
      'INSERT INTO practice_clock_ins (user_id, day, minutes, photo_url, member_id, member_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const back of [1, 2, 3, 4, 6, 8, 9]) {
      const at = now - back * DAY;
      clockIn.run(userId, chinaDay(at), 20 + back * 5, SEED_PHOTO, null, null, new Date(at).toISOString());
    }
    clockIn.run(
      userId,
      chinaDay(now - 2 * DAY),
      30,
      SEED_PHOTO,
      Number(member.lastInsertRowid),
      '妈妈',
      new Date(now - 2 * DAY + 60_000).toISOString(),
    );
    const point = db.prepare(
      'INSERT INTO practice_measurements (user_id, item, day, value) VALUES (?, ?, ?, ?)',
    );
    for (let w = 11; w >= 0; w--) {
      const day = daysBefore(today, w * 7 + 3);
      const k = 11 - w;
      point.run(userId, 'weight', day, Math.round((64.8 - k * 0.3) * 10) / 10);
      point.run(userId, 'waist', day, Math.round((82 - k * 0.4) * 10) / 10);
      point.run(userId, 'bodyFat', day, Math.round((30.5 - k * 0.2) * 10) / 10);
    }
  })();
}
