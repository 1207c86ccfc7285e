import type {
  BodyProfile,
  BodyProfileRequest,
  ClockIn,
  ClockMonth,
  FamilyList,
  FamilyMember,
  FamilyMemberRequest,
  MeasurementHistory,
  MeasurementItem,
  PracticeHome,
} from '@yoga/contract';
import { FAMILY_MAX, PRACTICE_CODES } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';
import { chinaDay, daysBefore } from './seed';

const UPLOAD_PATH = '/api/uploads';
const PROGRAMME_DAYS = 21;
const notFound = () => new ApiFailure(404, 'practice_item_not_found');

export function getProfile(db: Db, userId: number): BodyProfile {
  const row = db
    .prepare('SELECT height, weight, goal_weight AS goalWeight FROM practice_profiles WHERE user_id = ?')
    .get(userId) as BodyProfile | undefined;
  return row ?? { height: null, weight: null, goalWeight: null };
}

/** Saves the profile; the weight is also today's point of the weight history. */
export function saveProfile(db: Db, userId: number, b: BodyProfileRequest, now: number): BodyProfile {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO practice_profiles (user_id, height, weight, goal_weight, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET height = excluded.height, weight = excluded.weight,
         goal_weight = excluded.goal_weight, updated_at = excluded.updated_at`,
    ).run(userId, b.height, b.weight, b.goalWeight, new Date(now).toISOString());
    db.prepare(
      `INSERT INTO practice_measurements (user_id, item, day, value) VALUES (?, 'weight', ?, ?)
       ON CONFLICT(user_id, item, day) DO UPDATE SET value = excluded.value`,
    ).run(userId, chinaDay(now), b.weight);
  })();
  return getProfile(db, userId);
}

const memberColumns = 'id, name, relation, created_at AS createdAt';

export function listFamily(db: Db, userId: number): FamilyList {
  const list = db
    .prepare(`SELECT ${memberColumns} FROM practice_family WHERE user_id = ? AND deleted = 0 ORDER BY id`)
    .all(userId) as FamilyMember[];
  return { list, max: FAMILY_MAX };
}

function getMember(db: Db, userId: number, id: number): FamilyMember {
  const row = db
    .prepare(`SELECT ${memberColumns} FROM practice_family WHERE id = ? AND user_id = ? AND deleted = 0`)
    .get(id, userId) as FamilyMember | undefined;
  if (!row) throw notFound();
  return row;
}

export function addMember(db: Db, userId: number, b: FamilyMemberRequest, now: number): FamilyMember {
  if (listFamily(db, userId).list.length >= FAMILY_MAX)
    throw new ApiFailure(PRACTICE_CODES.familyLimit, 'family_limit');
  const r = db
    .prepare('INSERT INTO practice_family (user_id, name, relation, created_at) VALUES (?, ?, ?, ?)')
    .run(userId, b.name, b.relation, new Date(now).toISOString());
  return getMember(db, userId, Number(r.lastInsertRowid));
}

export function updateMember(db: Db, userId: number, id: number, b: FamilyMemberRequest): FamilyMember {
  getMember(db, userId, id);
  db.prepare('UPDATE practice_family SET name = ?, relation = ? WHERE id = ?').run(b.name, b.relation, id);
  return getMember(db, userId, id);
}

export function removeMember(db: Db, userId: number, id: number): null {
  getMember(db, userId, id);
  db.prepare('UPDATE practice_family SET deleted = 1 WHERE id = ?').run(id);
  return null;
}

const clockColumns =
  'id, day, minutes, photo_url AS photoUrl, member_id AS memberId, member_name AS memberName, created_at AS createdAt';

/**
 * The account holder's own clock-ins: one for a family member counts for that member, never for the
 * holder's streak, programme or today's mark (it raised the holder's streak and said 今天已打卡).
 */
const OWN = 'member_id IS NULL';

/** Consecutive days the holder practised, ending today, or yesterday while today is still open. */
function streakOf(db: Db, userId: number, today: string): number {
  const days = new Set(
    (
      db
        .prepare(`SELECT DISTINCT day FROM practice_clock_ins WHERE user_id = ? AND ${OWN} AND day <= ?`)
        .all(userId, today) as { day: string }[]
    ).map((r) => r.day),
  );
  let day = days.has(today) ? today : daysBefore(today, 1);
  let n = 0;
  while (days.has(day)) {
    n++;
    day = daysBefore(day, 1);
  }
  return n;
}

export function clockMonth(db: Db, userId: number, month: string | undefined, now: number): ClockMonth {
  const today = chinaDay(now);
  const m = month ?? today.slice(0, 7);
  const list = db
    .prepare(
      `SELECT ${clockColumns} FROM practice_clock_ins WHERE user_id = ? AND substr(day, 1, 7) = ? ORDER BY created_at DESC, id DESC`,
    )
    .all(userId, m) as ClockIn[];
  // Every clock-in is listed (a member's with their name); the calendar marks the holder's own days.
  const days = [...new Set(list.filter((c) => c.memberId === null).map((c) => c.day))].sort();
  return { month: m, today, days, streak: streakOf(db, userId, today), list };
}

export function addClockIn(
  db: Db,
  userId: number,
  b: { minutes: number; photoId: string; memberId: number | null },
  now: number,
): ClockIn {
  if (!db.prepare('SELECT 1 FROM uploads WHERE id = ? AND user_id = ?').get(b.photoId, userId))
    throw new ApiFailure(PRACTICE_CODES.photoNotYours, 'photo_not_yours');
  const member = b.memberId === null ? null : getMember(db, userId, b.memberId);
  const r = db
    .prepare(
      'INSERT INTO practice_clock_ins (user_id, day, minutes, photo_url, member_id, member_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      userId,
      chinaDay(now),
      b.minutes,
      `${UPLOAD_PATH}/${b.photoId}`,
      member?.id ?? null,
      member?.name ?? null,
      new Date(now).toISOString(),
    );
  return db
    .prepare(`SELECT ${clockColumns} FROM practice_clock_ins WHERE id = ?`)
    .get(r.lastInsertRowid) as ClockIn;
}

const UNITS = { weight: 'kg', waist: 'cm', bodyFat: '%' } as const;

export function measurementHistory(db: Db, userId: number, item: MeasurementItem): MeasurementHistory {
  const points = db
    .prepare('SELECT day, value FROM practice_measurements WHERE user_id = ? AND item = ? ORDER BY day')
    .all(userId, item) as { day: string; value: number }[];
  return { item, unit: UNITS[item], points };
}

const SESSIONS = [
  { zh: '燃脂流瑜伽', en: 'Fat-burning flow', minutes: 30 },
  { zh: '核心力量训练', en: 'Core strength', minutes: 25 },
  { zh: '舒展放松', en: 'Stretch and relax', minutes: 20 },
];

/** Slim home: the programme starts on the first practised day (today when none yet). */
export function practiceHome(db: Db, userId: number | null, lang: Lang, now: number): PracticeHome {
  const today = chinaDay(now);
  const videoCourses = (
    db.prepare('SELECT id, title_zh, title_en, lessons FROM practice_video_courses ORDER BY id').all() as {
      id: number;
      title_zh: string;
      title_en: string;
      lessons: number;
    }[]
  ).map((c) => ({ id: c.id, title: lang === 'en' ? c.title_en : c.title_zh, lessons: c.lessons }));
  const first =
    userId === null
      ? null
      : (
          db
            .prepare(`SELECT MIN(day) AS day FROM practice_clock_ins WHERE user_id = ? AND ${OWN}`)
            .get(userId) as {
            day: string | null;
          }
        ).day;
  const start = first ?? today;
  const day = Math.min(
    PROGRAMME_DAYS,
    Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1,
  );
  const doneDays =
    userId === null
      ? 0
      : (
          db
            .prepare(
              `SELECT COUNT(DISTINCT day) AS n FROM practice_clock_ins WHERE user_id = ? AND ${OWN} AND day >= ?`,
            )
            .get(userId, start) as { n: number }
        ).n;
  const session = SESSIONS[(day - 1) % SESSIONS.length]!;
  const clocked =
    userId !== null &&
    !!db
      .prepare(`SELECT 1 FROM practice_clock_ins WHERE user_id = ? AND ${OWN} AND day = ?`)
      .get(userId, today);
  return {
    signedIn: userId !== null,
    today,
    programme: {
      title: lang === 'en' ? '21-day slimming programme' : '21 天瘦身计划',
      totalDays: PROGRAMME_DAYS,
      day,
      doneDays: Math.min(doneDays, PROGRAMME_DAYS),
    },
    todayPractice: { title: lang === 'en' ? session.en : session.zh, minutes: session.minutes, clocked },
    streak: userId === null ? 0 : streakOf(db, userId, today),
    familyCount: userId === null ? 0 : listFamily(db, userId).list.length,
    profile: userId === null ? null : getProfile(db, userId),
    videoCourses,
  };
}
