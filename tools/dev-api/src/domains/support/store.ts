import {
  SUPPORT_CODES,
  type SupportCategories,
  type SupportQuestion,
  type SupportQuestionList,
  type SupportService,
  type SupportVote,
  type SubAppIdT,
} from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import type { SmsLimits } from '../../domain';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';
import type { Audience } from './content';

const CHINA_MS = 8 * 3_600_000;
const DAY = 86_400_000;
const MINUTE = 60_000;

/** The brand and the audience (coaches or students) of a sub-app: onmat-teacher reads onmat's coach FAQ. */
export function deskOf(subApp: SubAppIdT): { brand: string; audience: Audience } {
  const s = subApps.find((x) => x.id === subApp)!;
  return { brand: s.brand, audience: s.role === 'teacher' ? 'coach' : 'student' };
}

interface DeskRow {
  phone: string;
  chat_id: string;
  open_minute: number;
  close_minute: number;
  days: string;
}
interface QuestionRow {
  id: number;
  category: string;
  common: number;
  question_zh: string;
  question_en: string;
  answer_zh: string;
  answer_en: string;
  yes_base: number;
  no_base: number;
}

/** Midnight of the China day `now` falls on, as an instant, and that day's weekday (1 Monday … 7 Sunday). */
function chinaDayOf(ms: number): { midnight: number; weekday: number } {
  const local = ms + CHINA_MS;
  const midnight = Math.floor(local / DAY) * DAY - CHINA_MS;
  const weekday = ((new Date(local).getUTCDay() + 6) % 7) + 1;
  return { midnight, weekday };
}

/** Open now, and when it opens next (null while open): worked out from the desk's hours in China time. */
export function openState(desk: DeskRow, now: number): { online: boolean; nextOpenAt: number | null } {
  const days = JSON.parse(desk.days) as number[];
  const today = chinaDayOf(now);
  const opens = today.midnight + desk.open_minute * MINUTE;
  const closes = today.midnight + desk.close_minute * MINUTE;
  if (days.includes(today.weekday) && now >= opens && now < closes) return { online: true, nextOpenAt: null };
  for (let i = 0; i <= 7; i++) {
    const day = chinaDayOf(today.midnight + i * DAY + 12 * 3_600_000);
    const at = day.midnight + desk.open_minute * MINUTE;
    if (days.includes(day.weekday) && at > now) return { online: false, nextOpenAt: at };
  }
  return { online: false, nextOpenAt: null };
}

const iso = (ms: number) => new Date(ms).toISOString();
/**
 * An answer's paragraphs, the SMS limits it quotes filled from the running limits ({resendSeconds},
 * {sendsPerHour}): the FAQ said 60 s while a stand-in with relaxed limits let the login resend after 1 s.
 */
const answerOf = (r: QuestionRow, lang: Lang, limits: SmsLimits) =>
  (JSON.parse(lang === 'en' ? r.answer_en : r.answer_zh) as string[]).map((p) =>
    p
      .replace(/\{resendSeconds\}/g, String(Math.max(1, Math.ceil(limits.intervalMs / 1000))))
      .replace(/\{sendsPerHour\}/g, String(limits.sendsPerNumber)),
  );

export function getService(
  db: Db,
  subApp: SubAppIdT,
  lang: Lang,
  now: number,
  limits: SmsLimits,
): SupportService {
  const { brand, audience } = deskOf(subApp);
  const desk = db.prepare('SELECT * FROM support_desks WHERE brand = ?').get(brand) as DeskRow | undefined;
  if (!desk) throw new ApiFailure(404, 'not_found');
  const today = chinaDayOf(now);
  const state = openState(desk, now);
  const common = db
    .prepare(
      'SELECT * FROM support_questions WHERE brand = ? AND audience = ? AND common = 1 ORDER BY position',
    )
    .all(brand, audience) as QuestionRow[];
  return {
    phone: desk.phone,
    chatId: desk.chat_id,
    hours: {
      days: JSON.parse(desk.days) as number[],
      opensAt: iso(today.midnight + desk.open_minute * MINUTE),
      closesAt: iso(today.midnight + desk.close_minute * MINUTE),
    },
    online: state.online,
    nextOpenAt: state.nextOpenAt === null ? null : iso(state.nextOpenAt),
    common: common.map((r) => ({
      id: r.id,
      category: r.category,
      question: inLang(lang, r.question_zh, r.question_en),
      answer: answerOf(r, lang, limits),
    })),
  };
}

export function listCategories(db: Db, subApp: SubAppIdT, lang: Lang): SupportCategories {
  const { brand, audience } = deskOf(subApp);
  const rows = db
    .prepare(
      `SELECT c.key, c.name_zh, c.name_en,
         (SELECT COUNT(*) FROM support_questions q
          WHERE q.brand = c.brand AND q.audience = c.audience AND q.category = c.key) AS count
       FROM support_categories c WHERE c.brand = ? AND c.audience = ? ORDER BY c.position`,
    )
    .all(brand, audience) as { key: string; name_zh: string; name_en: string; count: number }[];
  return {
    list: rows.map((r) => ({ key: r.key, name: inLang(lang, r.name_zh, r.name_en), count: r.count })),
  };
}

/**
 * The brand's questions for the audience, of one category when given, matching `q` in the question or
 * the answer, in Chinese or in English, case-insensitive (the listing is in the caller's language).
 */
export function searchQuestions(
  db: Db,
  subApp: SubAppIdT,
  { q, category }: { q?: string | undefined; category?: string | undefined },
  lang: Lang,
): SupportQuestionList {
  const { brand, audience } = deskOf(subApp);
  const rows = db
    .prepare('SELECT * FROM support_questions WHERE brand = ? AND audience = ? ORDER BY category, position')
    .all(brand, audience) as QuestionRow[];
  const needle = (q ?? '').toLowerCase();
  const order = new Map(
    (
      db
        .prepare('SELECT key FROM support_categories WHERE brand = ? AND audience = ? ORDER BY position')
        .pluck()
        .all(brand, audience) as string[]
    ).map((k, i) => [k, i]),
  );
  const list = rows
    .filter((r) => !category || r.category === category)
    .filter(
      (r) =>
        !needle ||
        [r.question_zh, r.question_en, r.answer_zh, r.answer_en].some((t) =>
          t.toLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => (order.get(a.category) ?? 0) - (order.get(b.category) ?? 0))
    .map((r) => ({ id: r.id, category: r.category, question: inLang(lang, r.question_zh, r.question_en) }));
  return { list };
}

function questionRow(db: Db, subApp: SubAppIdT, id: number): QuestionRow {
  const { brand, audience } = deskOf(subApp);
  const row = db
    .prepare('SELECT * FROM support_questions WHERE id = ? AND brand = ? AND audience = ?')
    .get(id, brand, audience) as QuestionRow | undefined;
  if (!row) throw new ApiFailure(SUPPORT_CODES.questionNotFound, 'support_question_not_found');
  return row;
}

/** Who says whether an answer helped: the account when signed in, else the device. */
export const voterOf = (userId: number | null, device: string | undefined): string | null =>
  userId !== null ? `u:${userId}` : device ? `d:${device}` : null;

export function getQuestion(
  db: Db,
  subApp: SubAppIdT,
  id: number,
  voter: string | null,
  lang: Lang,
  limits: SmsLimits,
): SupportQuestion {
  const r = questionRow(db, subApp, id);
  const { brand, audience } = deskOf(subApp);
  const cat = db
    .prepare('SELECT name_zh, name_en FROM support_categories WHERE brand = ? AND audience = ? AND key = ?')
    .get(brand, audience, r.category) as { name_zh: string; name_en: string } | undefined;
  const counts = db
    .prepare(
      `SELECT SUM(vote = 'yes') AS yes, SUM(vote = 'no') AS no FROM support_votes WHERE question_id = ?`,
    )
    .get(id) as { yes: number | null; no: number | null };
  const mine =
    voter === null
      ? undefined
      : (db
          .prepare('SELECT vote FROM support_votes WHERE question_id = ? AND voter = ?')
          .pluck()
          .get(id, voter) as SupportVote | undefined);
  return {
    id: r.id,
    category: r.category,
    categoryName: cat ? inLang(lang, cat.name_zh, cat.name_en) : r.category,
    question: inLang(lang, r.question_zh, r.question_en),
    answer: answerOf(r, lang, limits),
    helpful: { yes: r.yes_base + (counts.yes ?? 0), no: r.no_base + (counts.no ?? 0) },
    myVote: mine ?? null,
  };
}

/** Records the vote once per voter (the primary key holds the line); 5051 when this voter has said already. */
export function vote(
  db: Db,
  subApp: SubAppIdT,
  id: number,
  voter: string,
  value: SupportVote,
  now: number,
  lang: Lang,
  limits: SmsLimits,
): SupportQuestion {
  questionRow(db, subApp, id);
  const done = db
    .prepare('INSERT OR IGNORE INTO support_votes (question_id, voter, vote, at) VALUES (?, ?, ?, ?)')
    .run(id, voter, value, now);
  if (done.changes === 0) throw new ApiFailure(SUPPORT_CODES.alreadyVoted, 'support_already_voted');
  return getQuestion(db, subApp, id, voter, lang, limits);
}
