import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import {
  mediaBrands,
  PREVIEW_FILE,
  PREVIEW_SEC,
  seedCards,
  seedChapters,
  seedChaptersEn,
  seedPlaybacks,
  VIDEO_FILE,
  VIDEO_SEC,
  type MediaBrand,
} from './seed-data';

const DAY = 86_400_000;

/** A course's title and coach from the courses domain, or the seed's own words when it has none. */
function courseOf(db: Db, id: number, fallback: { title: string; coach: string }) {
  const row = db
    .prepare(
      'SELECT c.title, k.name AS coach FROM courses c JOIN course_coaches k ON k.id = c.coach_id WHERE c.id = ?',
    )
    .get(id) as { title: string; coach: string } | undefined;
  return row ?? fallback;
}

/** Playbacks, grants and the demo user's cards of each brand, written once into empty tables. */
export function seedCourseMedia(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM playbacks').get() as { n: number };
  if (n > 0) {
    // A database seeded before the English texts existed gets them now.
    db.transaction(() => completeSeededRows(db))();
    return;
  }
  const now = clock();
  db.transaction(() => {
    const userId = demoUserId(db, now);
    for (const [brand, { base, cardBase }] of Object.entries(mediaBrands) as [
      MediaBrand,
      (typeof mediaBrands)[MediaBrand],
    ][]) {
      for (const p of seedPlaybacks) {
        db.prepare(
          `INSERT INTO playbacks (id, brand, course_id, title, title_en, coach, coach_en, summary, summary_en,
             recorded_at, duration_sec, chapters, chapters_en, video_file, preview_file, preview_sec)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          cardBase + p.n,
          brand,
          base + p.course,
          p.title,
          p.titleEn,
          p.coach,
          p.coachEn,
          p.summary,
          p.summaryEn,
          now - p.daysAgo * DAY,
          VIDEO_SEC,
          JSON.stringify(seedChapters),
          JSON.stringify(seedChaptersEn),
          VIDEO_FILE,
          PREVIEW_FILE,
          PREVIEW_SEC,
        );
        if (p.granted)
          db.prepare(
            'INSERT OR IGNORE INTO playback_grants (user_id, brand, course_id) VALUES (?, ?, ?)',
          ).run(userId, brand, base + p.course);
      }
      for (const c of seedCards) {
        const id = cardBase + c.n;
        const used = c.usages.reduce((a, b) => a + b, 0);
        const until = now + c.untilDays * DAY;
        db.prepare(
          `INSERT INTO course_cards (id, user_id, brand, name, name_en, total_sessions, used_sessions, valid_days,
             valid_until, course_ids, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          id,
          userId,
          brand,
          c.name,
          c.nameEn,
          c.total,
          used,
          c.validDays,
          until,
          JSON.stringify(c.courses.map((k) => base + k)),
          until - c.validDays * DAY,
        );
        c.usages.forEach((sessions, i) => {
          const courseId = base + c.courses[i % c.courses.length]!;
          const course = courseOf(db, courseId, { title: c.name, coach: '' });
          db.prepare(
            'INSERT INTO card_usages (card_id, used_at, course_id, course_title, coach, sessions) VALUES (?, ?, ?, ?, ?, ?)',
          ).run(
            id,
            Math.min(now, until) - (i + 1) * 2.5 * DAY,
            courseId,
            course.title,
            course.coach,
            sessions,
          );
        });
      }
    }
  })();
}

/** Fills the English of rows an older stand-in seeded (by fixed id and Chinese text); never overwrites. */
function completeSeededRows(db: Db): void {
  for (const { cardBase } of Object.values(mediaBrands)) {
    for (const p of seedPlaybacks)
      db.prepare(
        `UPDATE playbacks SET title_en = ?, coach_en = ?, summary_en = ?, chapters_en = ?
         WHERE id = ? AND title = ? AND title_en = ''`,
      ).run(p.titleEn, p.coachEn, p.summaryEn, JSON.stringify(seedChaptersEn), cardBase + p.n, p.title);
    for (const c of seedCards)
      db.prepare("UPDATE course_cards SET name_en = ? WHERE id = ? AND name = ? AND name_en = ''").run(
        c.nameEn,
        cardBase + c.n,
        c.name,
      );
  }
}
