import {
  SLIM_VIDEO_CODES,
  type Chapter,
  type Order,
  type VideoCourse,
  type VideoLesson,
  type VideoLessonDetail,
  type VideoProgress,
} from '@yoga/contract';
import type { Db } from '../../db';
import type { LinkSigner } from '../../signed-links';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';
import { createOrder, getOrder } from '../orders/store';

const base = '/api/slim-video';
/** The refId of a video course's order: paying it unlocks the course (see the order.paid hook). */
export const orderRef = (courseId: number) => `video_course_${courseId}`;

type CourseRow = {
  id: number;
  title_zh: string;
  title_en: string;
  coach_zh: string;
  coach_en: string;
  summary_zh: string;
  summary_en: string;
  price: number;
  hue: number;
};
type ThemeRow = { id: number; title_zh: string; title_en: string };
type LessonRow = {
  id: number;
  course_id: number;
  theme_id: number;
  sort: number;
  title_zh: string;
  title_en: string;
  duration_sec: number;
  free: number;
  video_file: string;
};
type ProgressRow = { lesson_id: number; position_sec: number; max_sec: number; updated_at: number };

/** Slim's courses only: another sub-app names no course. */
export function findCourse(db: Db, subApp: string, id: number): CourseRow {
  const row =
    subApp === 'slim'
      ? (db.prepare('SELECT * FROM slim_video_courses WHERE id = ?').get(id) as CourseRow | undefined)
      : undefined;
  if (!row) throw new ApiFailure(SLIM_VIDEO_CODES.courseNotFound, 'slim_video_course_not_found');
  return row;
}

export function findLesson(db: Db, subApp: string, id: number): LessonRow {
  const row =
    subApp === 'slim'
      ? (db.prepare('SELECT * FROM slim_video_lessons WHERE id = ?').get(id) as LessonRow | undefined)
      : undefined;
  if (!row) throw new ApiFailure(SLIM_VIDEO_CODES.lessonNotFound, 'slim_video_lesson_not_found');
  return row;
}

export const owns = (db: Db, userId: number | null, courseId: number) =>
  userId !== null &&
  !!db.prepare('SELECT 1 FROM slim_video_owned WHERE user_id = ? AND course_id = ?').get(userId, courseId);

function progressOf(db: Db, userId: number | null, courseId: number): Map<number, ProgressRow> {
  if (userId === null) return new Map();
  const rows = db
    .prepare(
      `SELECT p.lesson_id, p.position_sec, p.max_sec, p.updated_at FROM slim_video_progress p
       JOIN slim_video_lessons l ON l.id = p.lesson_id WHERE p.user_id = ? AND l.course_id = ?`,
    )
    .all(userId, courseId) as ProgressRow[];
  return new Map(rows.map((r) => [r.lesson_id, r]));
}

/**
 * Watched seconds as a whole percentage; any watching shows at least 1 % and only the whole shows
 * 100 %, so a few minutes of a long course never read as 0 % (nor nearly all of it as done).
 */
const pct = (watched: number, len: number) => {
  if (len <= 0 || watched <= 0) return 0;
  if (watched >= len) return 100;
  return Math.min(99, Math.max(1, Math.round((watched / len) * 100)));
};

function lessonOf(row: LessonRow, owned: boolean, p: ProgressRow | undefined, lang: Lang): VideoLesson {
  return {
    id: row.id,
    themeId: row.theme_id,
    title: inLang(lang, row.title_zh, row.title_en),
    durationSec: row.duration_sec,
    free: row.free === 1,
    locked: row.free !== 1 && !owned,
    positionSec: p?.position_sec ?? 0,
    watchedPct: pct(p?.max_sec ?? 0, row.duration_sec),
  };
}

/** A set of lessons' progress: the seconds watched over their length (a mean of rounded shares read 0 %). */
const watchedOf = (rows: LessonRow[], progress: Map<number, ProgressRow>) =>
  pct(
    rows.reduce((s, l) => s + Math.min(progress.get(l.id)?.max_sec ?? 0, l.duration_sec), 0),
    rows.reduce((s, l) => s + l.duration_sec, 0),
  );

export function getCourse(
  db: Db,
  q: { subApp: string; id: number; userId: number | null },
  lang: Lang,
): VideoCourse {
  const c = findCourse(db, q.subApp, q.id);
  const owned = owns(db, q.userId, c.id);
  const progress = progressOf(db, q.userId, c.id);
  const themes = db
    .prepare('SELECT id, title_zh, title_en FROM slim_video_themes WHERE course_id = ? ORDER BY sort')
    .all(c.id) as ThemeRow[];
  const lessons = db
    .prepare('SELECT * FROM slim_video_lessons WHERE course_id = ? ORDER BY sort')
    .all(c.id) as LessonRow[];
  const all = lessons.map((l) => lessonOf(l, owned, progress.get(l.id), lang));
  const last = [...progress.values()].sort((a, b) => b.updated_at - a.updated_at)[0];
  return {
    id: c.id,
    title: inLang(lang, c.title_zh, c.title_en),
    cover: `${base}/courses/${c.id}/cover.svg`,
    coach: inLang(lang, c.coach_zh, c.coach_en),
    summary: inLang(lang, c.summary_zh, c.summary_en),
    lessonCount: lessons.length,
    totalSec: lessons.reduce((s, l) => s + l.duration_sec, 0),
    price: c.price,
    owned,
    userId: q.userId,
    lastLessonId: last?.lesson_id ?? null,
    watchedPct: watchedOf(lessons, progress),
    themes: themes.map((t) => {
      const mine = all.filter((l) => l.themeId === t.id);
      return {
        id: t.id,
        title: inLang(lang, t.title_zh, t.title_en),
        lessons: mine,
        watchedPct: watchedOf(
          lessons.filter((l) => l.theme_id === t.id),
          progress,
        ),
      };
    }),
  };
}

/** Four chapters of the sample recording, at the same seconds in every lesson. */
const chapters = {
  zh: ['热身', '主体练习', '强化', '放松'],
  en: ['Warm-up', 'Main practice', 'Build-up', 'Cool-down'],
};
const chapterStarts = [0, 30, 60, 95];

/** A <video> cannot send AUTHORIZE_TOKEN, so its URL carries a ticket; a lesson plays within two hours. */
export const LESSON_TICKET_MINUTES = 120;

export function getLesson(
  db: Db,
  links: LinkSigner,
  now: number,
  q: { subApp: string; id: number; userId: number | null },
  lang: Lang,
): VideoLessonDetail {
  const row = findLesson(db, q.subApp, q.id);
  const c = findCourse(db, q.subApp, row.course_id);
  const owned = owns(db, q.userId, c.id);
  const p = progressOf(db, q.userId, c.id).get(row.id);
  const lesson = lessonOf(row, owned, p, lang);
  const neighbour = (op: '<' | '>') =>
    (
      db
        .prepare(
          `SELECT id FROM slim_video_lessons WHERE course_id = ? AND sort ${op} ? ORDER BY sort ${op === '<' ? 'DESC' : 'ASC'} LIMIT 1`,
        )
        .get(c.id, row.sort) as { id: number } | undefined
    )?.id ?? null;
  const ticket =
    q.userId !== null && !lesson.free
      ? `?t=${links.issue('slim-lesson', row.id, q.userId, now, LESSON_TICKET_MINUTES)}`
      : '';
  return {
    ...lesson,
    courseId: c.id,
    courseTitle: inLang(lang, c.title_zh, c.title_en),
    coach: inLang(lang, c.coach_zh, c.coach_en),
    price: c.price,
    userId: q.userId,
    chapters: chapterStarts.map((startSec, i): Chapter => ({ startSec, title: chapters[lang][i] ?? '' })),
    videoUrl: lesson.locked ? null : `${base}/lessons/${row.id}/video${ticket}`,
    prevLessonId: neighbour('<'),
    nextLessonId: neighbour('>'),
  };
}

/** The file of a lesson the URL may play: free, or a valid ticket of a user who owns the course. */
export function lessonFile(
  db: Db,
  links: LinkSigner,
  now: number,
  id: number,
  ticket: string | undefined,
): string {
  const row = findLesson(db, 'slim', id);
  if (row.free === 1) return row.video_file;
  const userId = links.check('slim-lesson', row.id, ticket, now, LESSON_TICKET_MINUTES);
  if (userId === null || !owns(db, userId, row.course_id))
    throw new ApiFailure(SLIM_VIDEO_CODES.lessonLocked, 'slim_video_lesson_locked', 403);
  return row.video_file;
}

export function saveProgress(
  db: Db,
  now: number,
  q: { subApp: string; id: number; userId: number; positionSec: number },
): VideoProgress {
  const row = findLesson(db, q.subApp, q.id);
  if (row.free !== 1 && !owns(db, q.userId, row.course_id))
    throw new ApiFailure(SLIM_VIDEO_CODES.lessonLocked, 'slim_video_lesson_locked');
  const pos = Math.min(Math.floor(q.positionSec), row.duration_sec);
  db.prepare(
    `INSERT INTO slim_video_progress (user_id, lesson_id, position_sec, max_sec, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, lesson_id) DO UPDATE SET position_sec = excluded.position_sec,
       max_sec = MAX(max_sec, excluded.max_sec), updated_at = excluded.updated_at`,
  ).run(q.userId, row.id, pos, pos, now);
  const p = db
    .prepare('SELECT max_sec FROM slim_video_progress WHERE user_id = ? AND lesson_id = ?')
    .get(q.userId, row.id) as { max_sec: number };
  return { lessonId: row.id, positionSec: pos, watchedPct: pct(p.max_sec, row.duration_sec) };
}

/** An order to pay at the cashier: the caller's pending one for this course again, or a new one. */
export function orderCourse(
  db: Db,
  clock: () => number,
  q: { subApp: 'slim'; id: number; userId: number },
  lang: Lang,
): Order {
  const c = findCourse(db, q.subApp, q.id);
  if (owns(db, q.userId, c.id))
    throw new ApiFailure(SLIM_VIDEO_CODES.alreadyOwned, 'slim_video_already_owned');
  const pending = db
    .prepare(
      "SELECT order_no FROM orders WHERE user_id = ? AND sub_app = 'slim' AND kind = 'course' AND ref_id = ? AND state = 'pending' AND pay_deadline > ? ORDER BY id DESC LIMIT 1",
    )
    .get(q.userId, orderRef(c.id), clock()) as { order_no: string } | undefined;
  if (pending) {
    const o = getOrder(db, clock, pending.order_no, { userId: q.userId, subApp: 'slim' }, lang);
    if (o) return o;
  }
  return createOrder(
    db,
    clock,
    {
      userId: q.userId,
      subApp: 'slim',
      kind: 'course',
      refId: orderRef(c.id),
      title: c.title_zh,
      titleEn: c.title_en,
      cover: `${base}/courses/${c.id}/cover.svg`,
      amount: c.price,
      points: Math.floor(c.price / 100),
      detail: { videoCourseId: c.id },
    },
    lang,
  );
}

/** The order.paid hook: a paid video-course order unlocks its course for the payer. */
export function unlockOnPaid(db: Db, now: number, order: Order, userId: number): void {
  const m = /^video_course_(\d+)$/.exec(order.refId);
  if (order.subApp !== 'slim' || order.kind !== 'course' || !m) return;
  db.prepare(
    'INSERT OR IGNORE INTO slim_video_owned (user_id, course_id, order_no, at) VALUES (?, ?, ?, ?)',
  ).run(userId, Number(m[1]), order.orderNo, now);
}

/** A flat cover drawn per course (no binaries in the repo). */
export function coverSvg(db: Db, id: number): string {
  const c = findCourse(db, 'slim', id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="420" viewBox="0 0 750 420"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${c.hue},70%,70%)"/><stop offset="1" stop-color="hsl(${(c.hue + 40) % 360},60%,45%)"/></linearGradient></defs><rect width="750" height="420" fill="url(#g)"/><circle cx="375" cy="210" r="70" fill="rgba(255,255,255,.35)"/><path d="M350 170 L410 210 L350 250 Z" fill="#fff"/></svg>`;
}
