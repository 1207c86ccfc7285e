import { localStorageKeys } from '@yoga/platform';
import { safeGet, type KeyValueStore } from './storage';

export interface AnswerQuestionRecord {
  id: string;
  password: string;
}

/** The saved answer-question record, or null when absent or malformed (never throws). */
export function readAnswerQuestionRecord(store: KeyValueStore): AnswerQuestionRecord | null {
  const raw = safeGet(store, localStorageKeys.answerQuestionRecord);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    const ok = (x: unknown) => (typeof x === 'string' && x !== '') || typeof x === 'number';
    return v && ok(v.id) && ok(v.password) ? { id: String(v.id), password: String(v.password) } : null;
  } catch {
    return null;
  }
}

/**
 * Spec section 2: /teacher/answer_question without a `force` query, when a record is saved, goes
 * to /teacher/copy_success with the record's id and password.
 */
export function answerQuestionRedirect(search: string, store: KeyValueStore): string | null {
  if (new URLSearchParams(search).has('force')) return null;
  const rec = readAnswerQuestionRecord(store);
  if (!rec) return null;
  const q = new URLSearchParams({ id: rec.id, password: rec.password });
  return `/teacher/copy_success?${q.toString()}`;
}
