import { COURSE_MEDIA_CODES, type CardState, type CardUsagePage, type CourseCard } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';

const DAY = 86_400_000;
type CardRow = {
  id: number;
  user_id: number;
  name: string;
  name_en: string;
  total_sessions: number;
  used_sessions: number;
  valid_days: number;
  valid_until: number;
  course_ids: string;
};

/** Expiry wins over used-up: an expired card with sessions left cannot be used either way. */
export function cardStateAt(
  row: Pick<CardRow, 'valid_until' | 'used_sessions' | 'total_sessions'>,
  now: number,
): CardState {
  if (row.valid_until <= now) return 'expired';
  return row.used_sessions >= row.total_sessions ? 'used-up' : 'active';
}

function findCard(db: Db, brand: string, id: number): CardRow {
  const row = db.prepare('SELECT * FROM course_cards WHERE id = ? AND brand = ?').get(id, brand) as
    CardRow | undefined;
  if (!row) throw new ApiFailure(COURSE_MEDIA_CODES.cardNotFound, 'card_not_found');
  return row;
}

/** Titles from the courses domain; a course it does not know is left out rather than named wrongly. */
function coursesOf(db: Db, ids: number[], lang: Lang) {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`SELECT id, title, title_en FROM courses WHERE id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids) as { id: number; title: string; title_en: string }[];
  return ids.flatMap((id) =>
    rows.filter((r) => r.id === id).map((r) => ({ id: r.id, title: inLang(lang, r.title, r.title_en) })),
  );
}

/** Anyone may see what a card is; only its owner sees how much is left. */
export function getCard(
  db: Db,
  now: number,
  q: { brand: string; id: number; userId: number | null },
  lang: Lang = 'zh',
): CourseCard {
  const row = findCard(db, q.brand, q.id);
  const viewer = q.userId === null ? 'guest' : q.userId === row.user_id ? 'owner' : 'other';
  return {
    id: row.id,
    name: inLang(lang, row.name, row.name_en),
    totalSessions: row.total_sessions,
    validDays: row.valid_days,
    courses: coursesOf(db, JSON.parse(row.course_ids) as number[], lang),
    viewer,
    balance:
      viewer !== 'owner'
        ? null
        : {
            usedSessions: row.used_sessions,
            sessionsLeft: row.total_sessions - row.used_sessions,
            validUntil: new Date(row.valid_until).toISOString(),
            daysLeft: Math.max(0, Math.ceil((row.valid_until - now) / DAY)),
            state: cardStateAt(row, now),
          },
  };
}

/** The owner's usage, newest first; anyone else's card reads as not found (nothing to learn from a 403). */
export function listUsages(
  db: Db,
  q: { brand: string; id: number; userId: number; page: number; pageSize: number },
  lang: Lang = 'zh',
): CardUsagePage {
  const row = findCard(db, q.brand, q.id);
  if (row.user_id !== q.userId) throw new ApiFailure(COURSE_MEDIA_CODES.cardNotFound, 'card_not_found');
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM card_usages WHERE card_id = ?').get(q.id) as {
    total: number;
  };
  const rows = db
    .prepare(
      // The course's English is read from the courses domain while the Chinese is still the one used.
      `SELECT u.id, u.used_at, u.course_id, u.course_title, u.coach, u.sessions,
         CASE WHEN c.title = u.course_title THEN c.title_en END AS course_title_en,
         CASE WHEN k.name = u.coach THEN k.name_en END AS coach_en
       FROM card_usages u LEFT JOIN courses c ON c.id = u.course_id LEFT JOIN course_coaches k ON k.id = c.coach_id
       WHERE u.card_id = ? ORDER BY u.used_at DESC, u.id DESC LIMIT ? OFFSET ?`,
    )
    .all(q.id, q.pageSize, (q.page - 1) * q.pageSize) as {
    id: number;
    used_at: number;
    course_id: number;
    course_title: string;
    coach: string;
    sessions: number;
    course_title_en: string | null;
    coach_en: string | null;
  }[];
  const list = rows.map((r) => ({
    id: r.id,
    usedAt: new Date(r.used_at).toISOString(),
    courseId: r.course_id,
    courseTitle: inLang(lang, r.course_title, r.course_title_en),
    coach: inLang(lang, r.coach, r.coach_en),
    sessions: r.sessions,
  }));
  return { list, page: q.page, pageSize: q.pageSize, total };
}

/** A class pass given outright (a redeemed gift card): valid from now for `days`. Returns its id and end. */
export function grantClassPass(
  db: Db,
  now: number,
  o: { userId: number; brand: string; name: string; nameEn: string; sessions: number; days: number },
): { cardId: number; validUntil: number } {
  const validUntil = now + o.days * DAY;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO course_cards (user_id, brand, name, name_en, total_sessions, used_sessions, valid_days, valid_until, course_ids, created_at)
       VALUES (?, ?, ?, ?, ?, 0, ?, ?, '[]', ?)`,
    )
    .run(o.userId, o.brand, o.name, o.nameEn, o.sessions, o.days, validUntil, now);
  return { cardId: Number(lastInsertRowid), validUntil };
}
