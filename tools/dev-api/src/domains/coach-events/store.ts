import { COACH_EVENT_CODES, type CoachEvent, type CoachEventFeedbackRequest } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';

interface Row {
  id: number;
  title_zh: string;
  title_en: string;
  kind_zh: string;
  kind_en: string;
  rules_zh: string;
  rules_en: string;
  place_zh: string;
  place_en: string;
  starts_at: number;
  ends_at: number;
  seats: number;
  taken_elsewhere: number;
}

const notFound = () => new ApiFailure(404, 'coach_events_not_found');

function rowOf(db: Db, id: number): Row {
  const row = db.prepare('SELECT * FROM coach_events WHERE id = ?').get(id) as Row | undefined;
  if (!row) throw notFound();
  return row;
}

function view(db: Db, r: Row, userId: number, now: number, lang: Lang): CoachEvent {
  const taken = (
    db.prepare('SELECT COUNT(*) AS n FROM coach_event_signups WHERE event_id = ?').get(r.id) as { n: number }
  ).n;
  const signedUp = !!db
    .prepare('SELECT 1 FROM coach_event_signups WHERE event_id = ? AND user_id = ?')
    .get(r.id, userId);
  const fb = db
    .prepare('SELECT rating, text, created_at FROM coach_event_feedback WHERE event_id = ? AND user_id = ?')
    .get(r.id, userId) as { rating: number; text: string; created_at: number } | undefined;
  const state = now < r.starts_at ? 'upcoming' : now < r.ends_at ? 'ongoing' : 'ended';
  const en = lang === 'en';
  return {
    id: r.id,
    title: en ? r.title_en : r.title_zh,
    kind: en ? r.kind_en : r.kind_zh,
    rules: JSON.parse(en ? r.rules_en : r.rules_zh) as string[],
    place: en ? r.place_en : r.place_zh,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    seats: r.seats,
    seatsLeft: Math.max(0, r.seats - r.taken_elsewhere - taken),
    state,
    signedUp,
    canGiveFeedback: signedUp && state === 'ended' && !fb,
    feedback: fb
      ? { rating: fb.rating, text: fb.text, createdAt: new Date(fb.created_at).toISOString() }
      : null,
  };
}

export function listEvents(db: Db, userId: number, now: number, lang: Lang) {
  const rows = db.prepare('SELECT * FROM coach_events ORDER BY (ends_at < ?), starts_at').all(now) as Row[];
  return { list: rows.map((r) => view(db, r, userId, now, lang)) };
}

export const getEvent = (db: Db, userId: number, id: number, now: number, lang: Lang) =>
  view(db, rowOf(db, id), userId, now, lang);

/** One transaction (SQLite serialises writers): the count and the insert cannot interleave. */
export function signUp(db: Db, userId: number, id: number, now: number, lang: Lang): CoachEvent {
  db.transaction(() => {
    const r = rowOf(db, id);
    if (now >= r.starts_at) throw new ApiFailure(COACH_EVENT_CODES.closed, 'coach_events_closed');
    if (db.prepare('SELECT 1 FROM coach_event_signups WHERE event_id = ? AND user_id = ?').get(id, userId))
      throw new ApiFailure(COACH_EVENT_CODES.alreadySignedUp, 'coach_events_already_signed_up');
    const taken = (
      db.prepare('SELECT COUNT(*) AS n FROM coach_event_signups WHERE event_id = ?').get(id) as { n: number }
    ).n;
    if (r.taken_elsewhere + taken >= r.seats)
      throw new ApiFailure(COACH_EVENT_CODES.full, 'coach_events_full');
    db.prepare('INSERT INTO coach_event_signups (event_id, user_id, created_at) VALUES (?, ?, ?)').run(
      id,
      userId,
      now,
    );
  }).immediate();
  return getEvent(db, userId, id, now, lang);
}

export function cancel(db: Db, userId: number, id: number, now: number, lang: Lang): CoachEvent {
  const r = rowOf(db, id);
  if (now >= r.starts_at) throw new ApiFailure(COACH_EVENT_CODES.closed, 'coach_events_closed');
  const { changes } = db
    .prepare('DELETE FROM coach_event_signups WHERE event_id = ? AND user_id = ?')
    .run(id, userId);
  if (!changes) throw new ApiFailure(COACH_EVENT_CODES.notSignedUp, 'coach_events_not_signed_up');
  return getEvent(db, userId, id, now, lang);
}

export function sendFeedback(
  db: Db,
  userId: number,
  id: number,
  body: CoachEventFeedbackRequest,
  now: number,
  lang: Lang,
): CoachEvent {
  const r = rowOf(db, id);
  const attended = db
    .prepare('SELECT 1 FROM coach_event_signups WHERE event_id = ? AND user_id = ?')
    .get(id, userId);
  if (!attended || now < r.ends_at)
    throw new ApiFailure(COACH_EVENT_CODES.feedbackNotAllowed, 'coach_events_feedback_not_allowed');
  const { changes } = db
    .prepare(
      'INSERT OR IGNORE INTO coach_event_feedback (event_id, user_id, rating, text, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(id, userId, body.rating, body.text, now);
  if (!changes) throw new ApiFailure(COACH_EVENT_CODES.feedbackAlreadySent, 'coach_events_feedback_sent');
  return getEvent(db, userId, id, now, lang);
}
