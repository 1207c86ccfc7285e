import {
  COACH_ANSWER_CODES,
  COACH_ANSWER_PASSWORD_TRIES,
  COACH_ANSWER_PASSWORD_WINDOW_MINUTES,
  type CoachAnswerRecord,
  type SharedAnswer,
} from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';
import { view, type QuestionRow } from './store';

const WINDOW_MS = COACH_ANSWER_PASSWORD_WINDOW_MINUTES * 60_000;

/** The password of a question's answers (one per question), or null while it is unanswered. */
function passwordOf(db: Db, questionId: number): string | null {
  const a = db
    .prepare('SELECT password FROM coach_answers WHERE question_id = ? ORDER BY id')
    .get(questionId) as { password: string } | undefined;
  return a?.password ?? null;
}

/**
 * copy_success reads the record back from here, never from its URL: an unanswered, unknown or
 * another coach's question is not found.
 */
export function answerRecord(
  db: Db,
  coachId: number,
  id: number,
  now: number,
  lang: Lang,
): CoachAnswerRecord {
  const q = db.prepare('SELECT * FROM coach_questions WHERE id = ? AND coach_id = ?').get(id, coachId) as
    QuestionRow | undefined;
  const password = q ? passwordOf(db, id) : null;
  if (!q || !password) throw new ApiFailure(404, 'coach_answers_not_found');
  const v = view(db, q, now, lang);
  return {
    id: String(id),
    password,
    studentName: v.studentName,
    course: v.course,
    answeredAt: v.answers[0]!.createdAt,
  };
}

/**
 * A student opens an answer with its number and password, signed in or not. Wrong tries are kept
 * per question over a sliding window; once COACH_ANSWER_PASSWORD_TRIES are in it, even the right
 * password waits (else the lock would only slow a guesser down). An unknown or unanswered number
 * is refused exactly like a wrong password, so nobody learns which numbers exist.
 */
export function openSharedAnswer(
  db: Db,
  id: number,
  password: string,
  now: number,
  lang: Lang,
): SharedAnswer {
  const tries = db
    .prepare('SELECT at FROM coach_answer_tries WHERE question_id = ? AND at > ? ORDER BY at')
    .all(id, now - WINDOW_MS) as { at: number }[];
  if (tries.length >= COACH_ANSWER_PASSWORD_TRIES) {
    const retryAt = tries[tries.length - COACH_ANSWER_PASSWORD_TRIES]!.at + WINDOW_MS;
    throw new ApiFailure(
      COACH_ANSWER_CODES.tooManyTries,
      'coach_answers_too_many_tries',
      200,
      { minutes: Math.max(1, Math.ceil((retryAt - now) / 60_000)) },
      { retryAt: new Date(retryAt).toISOString() },
    );
  }
  const q = db.prepare('SELECT * FROM coach_questions WHERE id = ?').get(id) as QuestionRow | undefined;
  const right = q ? passwordOf(db, id) : null;
  if (!q || right === null || right !== password) {
    db.prepare('INSERT INTO coach_answer_tries (question_id, at) VALUES (?, ?)').run(id, now);
    const left = COACH_ANSWER_PASSWORD_TRIES - tries.length - 1;
    if (left === 0) return openSharedAnswer(db, id, password, now, lang);
    throw new ApiFailure(
      COACH_ANSWER_CODES.wrongPassword,
      'coach_answers_wrong_password',
      200,
      { left },
      {
        triesLeft: left,
      },
    );
  }
  const v = view(db, q, now, lang);
  return { id: String(id), course: v.course, text: v.text, askedAt: v.askedAt, answers: v.answers };
}
