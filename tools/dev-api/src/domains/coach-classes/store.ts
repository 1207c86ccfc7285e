import {
  COACH_CANCEL_DEADLINE_HOURS,
  COACH_CLASS_CODES,
  COACH_TIME_MIN_NOTICE_HOURS,
  type CoachClass,
  type CoachClassBrief,
  type CoachClassDetail,
  type CoachClassKind,
  type CoachColleague,
  type CoachRequest,
  type CoachRequestCreate,
  type CoachRequestKind,
  type CoachScheduleSummary,
  type CoachWeek,
} from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { inLang, type Lang } from '../../messages';
import { applyToBookings } from './course-link';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const CHINA = 8 * HOUR;

/** Midnight, China time, of the day `now` falls in. */
export const chinaDayStart = (now: number) => Math.floor((now + CHINA) / DAY) * DAY - CHINA;
/** 2026-11-26 19:30 in China time (for messages; the screens format the ISO data themselves). */
const chinaText = (ms: number) => new Date(ms + CHINA).toISOString().slice(0, 16).replace('T', ' ');
const iso = (ms: number) => new Date(ms).toISOString();

export interface Coach {
  userId: number;
  subApp: string;
}

type ClassRow = {
  id: number;
  sub_app: string;
  coach_id: number | null;
  kind: CoachClassKind;
  title_zh: string;
  title_en: string;
  room_zh: string;
  room_en: string;
  starts_at: number;
  ends_at: number;
  capacity: number;
  state: 'scheduled' | 'cancelled';
  handed_to: number | null;
};

type RequestRow = {
  id: number;
  class_id: number;
  kind: CoachRequestKind;
  state: 'pending' | 'approved' | 'refused';
  to_colleague: number | null;
  new_starts_at: number | null;
  old_starts_at: number | null;
  old_ends_at: number | null;
  new_ends_at: number | null;
  reason: string;
  answer_zh: string | null;
  answer_en: string | null;
  created_at: number;
  decided_at: number | null;
};

const brief = (r: ClassRow, lang: Lang): CoachClassBrief => ({
  id: r.id,
  title: inLang(lang, r.title_zh, r.title_en),
  kind: r.kind,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
});

function toClass(db: Db, r: ClassRow, lang: Lang): CoachClass {
  const counts = db
    .prepare('SELECT COUNT(*) AS n, COUNT(checked_in_at) AS c FROM coach_class_roster WHERE class_id = ?')
    .get(r.id) as { n: number; c: number };
  const pending = db
    .prepare("SELECT kind FROM coach_class_requests WHERE class_id = ? AND state = 'pending'")
    .get(r.id) as { kind: CoachRequestKind } | undefined;
  return {
    ...brief(r, lang),
    room: inLang(lang, r.room_zh, r.room_en),
    capacity: r.capacity,
    students: counts.n,
    checkedIn: counts.c,
    state: r.state,
    pending: pending?.kind ?? null,
    cancelDeadline: iso(r.starts_at - COACH_CANCEL_DEADLINE_HOURS * HOUR),
  };
}

/** One of my classes, or 5351 (missing and someone else's are the same answer). */
function myClass(db: Db, coach: Coach, id: number): ClassRow {
  const r = db
    .prepare('SELECT * FROM coach_classes WHERE id = ? AND sub_app = ? AND coach_id = ?')
    .get(id, coach.subApp, coach.userId) as ClassRow | undefined;
  if (!r) throw new ApiFailure(COACH_CLASS_CODES.classNotFound, 'coach_class_not_found');
  return r;
}

export function week(
  db: Db,
  coach: Coach,
  q: { week: number; kind?: CoachClassKind | undefined },
  now: number,
  lang: Lang,
): CoachWeek {
  const from = chinaDayStart(now) + q.week * 7 * DAY;
  const to = from + 7 * DAY;
  const rows = db
    .prepare(
      `SELECT * FROM coach_classes WHERE sub_app = ? AND coach_id = ? AND starts_at >= ? AND starts_at < ?
       AND (? IS NULL OR kind = ?) ORDER BY starts_at, id`,
    )
    .all(coach.subApp, coach.userId, from, to, q.kind ?? null, q.kind ?? null) as ClassRow[];
  return { week: q.week, from: iso(from), to: iso(to), list: rows.map((r) => toClass(db, r, lang)) };
}

export function detail(db: Db, coach: Coach, id: number, lang: Lang): CoachClassDetail {
  const r = myClass(db, coach, id);
  const roster = db
    .prepare('SELECT id, number, checked_in_at FROM coach_class_roster WHERE class_id = ? ORDER BY number')
    .all(id) as { id: number; number: number; checked_in_at: number | null }[];
  return {
    ...toClass(db, r, lang),
    roster: roster.map((s) => ({
      id: s.id,
      name: lang === 'en' ? `Student ${s.number}` : `学员${s.number}`,
      checkedInAt: s.checked_in_at === null ? null : iso(s.checked_in_at),
    })),
  };
}

export function summary(db: Db, coach: Coach, now: number, lang: Lang): CoachScheduleSummary {
  const mine = db
    .prepare(
      "SELECT * FROM coach_classes WHERE sub_app = ? AND coach_id = ? AND state = 'scheduled' ORDER BY starts_at, id",
    )
    .all(coach.subApp, coach.userId) as ClassRow[];
  const ahead = mine.filter((r) => r.starts_at > now);
  return {
    taught: mine.filter((r) => r.ends_at <= now).length,
    upcoming: ahead.length,
    next: ahead[0] ? toClass(db, ahead[0], lang) : null,
  };
}

export function openClasses(db: Db, coach: Coach, now: number, lang: Lang): CoachClass[] {
  const rows = db
    .prepare(
      `SELECT * FROM coach_classes WHERE sub_app = ? AND coach_id IS NULL AND handed_to IS NULL
       AND state = 'scheduled' AND starts_at > ? ORDER BY starts_at, id`,
    )
    .all(coach.subApp, now) as ClassRow[];
  return rows.map((r) => toClass(db, r, lang));
}

/** Take an open class: refused when it overlaps a class of mine (named) or was taken meanwhile. */
export function take(db: Db, coach: Coach, id: number, now: number, lang: Lang): CoachClass {
  return db.transaction(() => {
    const o = db
      .prepare(
        "SELECT * FROM coach_classes WHERE id = ? AND sub_app = ? AND state = 'scheduled' AND starts_at > ?",
      )
      .get(id, coach.subApp, now) as ClassRow | undefined;
    if (!o) throw new ApiFailure(COACH_CLASS_CODES.classNotFound, 'coach_class_not_found');
    if (o.coach_id !== null || o.handed_to !== null)
      throw new ApiFailure(COACH_CLASS_CODES.notOpen, 'coach_class_not_open');
    const clash = db
      .prepare(
        `SELECT * FROM coach_classes WHERE sub_app = ? AND coach_id = ? AND state = 'scheduled'
         AND starts_at < ? AND ends_at > ? ORDER BY starts_at LIMIT 1`,
      )
      .get(coach.subApp, coach.userId, o.ends_at, o.starts_at) as ClassRow | undefined;
    if (clash) {
      const b = brief(clash, lang);
      throw new ApiFailure(
        COACH_CLASS_CODES.clash,
        'coach_class_clash',
        200,
        { title: b.title, time: `${chinaText(clash.starts_at)}–${chinaText(clash.ends_at).slice(11)}` },
        { clash: b },
      );
    }
    const done = db
      .prepare('UPDATE coach_classes SET coach_id = ? WHERE id = ? AND coach_id IS NULL')
      .run(coach.userId, id);
    if (done.changes === 0) throw new ApiFailure(COACH_CLASS_CODES.notOpen, 'coach_class_not_open');
    return toClass(db, { ...o, coach_id: coach.userId }, lang);
  })();
}

export function colleagues(db: Db, coach: Coach, lang: Lang): CoachColleague[] {
  const rows = db
    .prepare('SELECT id, name_zh, name_en FROM coach_colleagues WHERE sub_app = ? ORDER BY id')
    .all(coach.subApp) as { id: number; name_zh: string; name_en: string }[];
  return rows.map((r) => ({ id: r.id, name: inLang(lang, r.name_zh, r.name_en) }));
}

function toRequest(db: Db, r: RequestRow, lang: Lang): CoachRequest {
  const c = db.prepare('SELECT * FROM coach_classes WHERE id = ?').get(r.class_id) as ClassRow;
  const to =
    r.to_colleague === null
      ? undefined
      : (db.prepare('SELECT name_zh, name_en FROM coach_colleagues WHERE id = ?').get(r.to_colleague) as {
          name_zh: string;
          name_en: string;
        });
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM coach_class_notices WHERE request_id = ?')
    .get(r.id) as { n: number };
  const { roster } = db
    .prepare('SELECT COUNT(*) AS roster FROM coach_class_roster WHERE class_id = ?')
    .get(r.class_id) as { roster: number };
  return {
    id: r.id,
    kind: r.kind,
    state: r.state,
    class: brief(c, lang),
    reason: r.reason,
    toCoach: to ? inLang(lang, to.name_zh, to.name_en) : null,
    newStartsAt: r.new_starts_at === null ? null : iso(r.new_starts_at),
    newEndsAt: r.new_ends_at === null ? null : iso(r.new_ends_at),
    oldStartsAt: r.old_starts_at === null ? null : iso(r.old_starts_at),
    oldEndsAt: r.old_ends_at === null ? null : iso(r.old_ends_at),
    answer: r.answer_zh === null ? null : inLang(lang, r.answer_zh, r.answer_en),
    notified: n,
    toNotify: r.state === 'pending' && r.kind !== 'handover' ? roster : 0,
    createdAt: iso(r.created_at),
    decidedAt: r.decided_at === null ? null : iso(r.decided_at),
  };
}

export function requests(
  db: Db,
  coach: Coach,
  kind: CoachRequestKind | undefined,
  lang: Lang,
): CoachRequest[] {
  const rows = db
    .prepare(
      `SELECT * FROM coach_class_requests WHERE sub_app = ? AND coach_id = ? AND (? IS NULL OR kind = ?)
       ORDER BY created_at DESC, id DESC`,
    )
    .all(coach.subApp, coach.userId, kind ?? null, kind ?? null) as RequestRow[];
  return rows.map((r) => toRequest(db, r, lang));
}

/**
 * A new change request: the rules, then pending, with the class's time as it was. Nobody is told yet:
 * the students hear of a new time or a cancel when it is approved (decide).
 */
export function createRequest(
  db: Db,
  coach: Coach,
  body: CoachRequestCreate,
  now: number,
  lang: Lang,
): CoachRequest {
  return db.transaction(() => {
    const c = myClass(db, coach, body.classId);
    if (c.state !== 'scheduled' || c.starts_at <= now)
      throw new ApiFailure(COACH_CLASS_CODES.classClosed, 'coach_class_closed');
    const deadline = c.starts_at - COACH_CANCEL_DEADLINE_HOURS * HOUR;
    if (body.kind === 'cancel' && now > deadline)
      throw new ApiFailure(
        COACH_CLASS_CODES.pastDeadline,
        'coach_class_past_deadline',
        200,
        { deadline: chinaText(deadline) },
        { deadline: iso(deadline) },
      );
    const pending = db
      .prepare("SELECT 1 FROM coach_class_requests WHERE class_id = ? AND state = 'pending'")
      .get(c.id);
    if (pending) throw new ApiFailure(COACH_CLASS_CODES.requestPending, 'coach_class_request_pending');
    let to: number | null = null;
    let start: number | null = null;
    let end: number | null = null;
    if (body.kind === 'handover') {
      const found = db
        .prepare('SELECT id FROM coach_colleagues WHERE id = ? AND sub_app = ?')
        .get(body.toCoachId, coach.subApp) as { id: number } | undefined;
      if (!found) throw new ApiFailure(COACH_CLASS_CODES.colleagueMissing, 'coach_class_colleague_missing');
      to = found.id;
    }
    if (body.kind === 'time') {
      start = Date.parse(body.startsAt);
      if (start < now + COACH_TIME_MIN_NOTICE_HOURS * HOUR || start === c.starts_at)
        throw new ApiFailure(COACH_CLASS_CODES.badTime, 'coach_class_bad_time', 200, {
          hours: COACH_TIME_MIN_NOTICE_HOURS,
        });
      end = start + (c.ends_at - c.starts_at);
    }
    const id = Number(
      db
        .prepare(
          `INSERT INTO coach_class_requests (class_id, coach_id, sub_app, kind, to_colleague, new_starts_at,
           new_ends_at, old_starts_at, old_ends_at, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          c.id,
          coach.userId,
          coach.subApp,
          body.kind,
          to,
          start,
          end,
          c.starts_at,
          c.ends_at,
          body.reason,
          now,
        ).lastInsertRowid,
    );
    return toRequest(
      db,
      db.prepare('SELECT * FROM coach_class_requests WHERE id = ?').get(id) as RequestRow,
      lang,
    );
  })();
}

/** Tells every student on the class's roster of an approved request (once per request). */
export function notifyStudents(db: Db, requestId: number, classId: number, at: number): void {
  db.prepare(
    'INSERT INTO coach_class_notices (request_id, roster_id, created_at) SELECT ?, id, ? FROM coach_class_roster WHERE class_id = ?',
  ).run(requestId, at, classId);
}

/** Answer a pending request; approval makes the change (new time, cancelled, handed over). */
export function decide(
  db: Db,
  id: number,
  d: { state: 'approved' | 'refused'; answer?: { zh: string; en: string } | undefined },
  now: number,
  lang: Lang,
): CoachRequest {
  return db.transaction(() => {
    const r = db.prepare("SELECT * FROM coach_class_requests WHERE id = ? AND state = 'pending'").get(id) as
      RequestRow | undefined;
    if (!r) throw new ApiFailure(COACH_CLASS_CODES.classNotFound, 'coach_class_not_found');
    db.prepare(
      'UPDATE coach_class_requests SET state = ?, answer_zh = ?, answer_en = ?, decided_at = ? WHERE id = ?',
    ).run(d.state, d.answer?.zh ?? null, d.answer?.en ?? null, now, id);
    if (d.state === 'approved') {
      // Now, not when asked, the class's students are told of a new time or a cancel.
      if (r.kind !== 'handover') notifyStudents(db, id, r.class_id, now);
      // The students who booked the class see it on their orders (moved, or cancelled and refunded).
      if (r.kind === 'time')
        applyToBookings(db, r.class_id, { kind: 'time', startsAt: r.new_starts_at! }, now);
      if (r.kind === 'cancel') applyToBookings(db, r.class_id, { kind: 'cancel' }, now);
      if (r.kind === 'time')
        db.prepare('UPDATE coach_classes SET starts_at = ?, ends_at = ? WHERE id = ?').run(
          r.new_starts_at,
          r.new_ends_at,
          r.class_id,
        );
      if (r.kind === 'cancel')
        db.prepare("UPDATE coach_classes SET state = 'cancelled' WHERE id = ?").run(r.class_id);
      if (r.kind === 'handover')
        db.prepare('UPDATE coach_classes SET coach_id = NULL, handed_to = ? WHERE id = ?').run(
          r.to_colleague,
          r.class_id,
        );
    }
    return toRequest(
      db,
      db.prepare('SELECT * FROM coach_class_requests WHERE id = ?').get(id) as RequestRow,
      lang,
    );
  })();
}
