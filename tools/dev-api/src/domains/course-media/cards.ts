import { COURSE_MEDIA_CODES, type CardState, type CardUsagePage, type CourseCard } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';

const DAY = 86_400_000;
type CardRow = {
  id: number;
  user_id: number;
  name: string;
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
function coursesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`SELECT id, title FROM courses WHERE id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids) as { id: number; title: string }[];
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/** Anyone may see what a card is; only its owner sees how much is left. */
export function getCard(
  db: Db,
  now: number,
  q: { brand: string; id: number; userId: number | null },
): CourseCard {
  const row = findCard(db, q.brand, q.id);
  const viewer = q.userId === null ? 'guest' : q.userId === row.user_id ? 'owner' : 'other';
  return {
    id: row.id,
    name: row.name,
    totalSessions: row.total_sessions,
    validDays: row.valid_days,
    courses: coursesOf(db, JSON.parse(row.course_ids) as number[]),
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
): CardUsagePage {
  const row = findCard(db, q.brand, q.id);
  if (row.user_id !== q.userId) throw new ApiFailure(COURSE_MEDIA_CODES.cardNotFound, 'card_not_found');
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM card_usages WHERE card_id = ?').get(q.id) as {
    total: number;
  };
  const rows = db
    .prepare(
      `SELECT id, used_at, course_id, course_title, coach, sessions FROM card_usages WHERE card_id = ?
       ORDER BY used_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(q.id, q.pageSize, (q.page - 1) * q.pageSize) as {
    id: number;
    used_at: number;
    course_id: number;
    course_title: string;
    coach: string;
    sessions: number;
  }[];
  const list = rows.map((r) => ({
    id: r.id,
    usedAt: new Date(r.used_at).toISOString(),
    courseId: r.course_id,
    courseTitle: r.course_title,
    coach: r.coach,
    sessions: r.sessions,
  }));
  return { list, page: q.page, pageSize: q.pageSize, total };
}
