import { localStorageKeys } from '@yoga/platform';
import { hasParam } from './query';
import { safeGet, type KeyValueStore } from './storage';

export interface AnswerQuestionRecord {
  id: string;
  password: string;
}

/** Ids may have been saved as numbers by older pages; anything else is not a record we wrote. */
function field(v: unknown): string | null {
  if (typeof v === 'string' && v.trim() !== '') return v;
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : null;
}

/** The saved answer-question record, or null when absent, malformed or incomplete (never throws). */
export function readAnswerQuestionRecord(store: KeyValueStore): AnswerQuestionRecord | null {
  const raw = safeGet(store, localStorageKeys.answerQuestionRecord);
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const rec = v as Record<string, unknown>;
  const id = field(rec.id);
  const password = field(rec.password);
  return id && password ? { id, password } : null;
}

/**
 * Spec section 2: /teacher/answer_question without a `force` query (any value, even empty) goes
 * to /teacher/copy_success when a record is saved, so a coach who already answered sees the
 * result instead of answering twice; `force` is how the result page sends them back on purpose.
 * Values are form-encoded (space as '+'), which URLSearchParams on the target page reads back.
 */
export function answerQuestionRedirect(search: string, store: KeyValueStore): string | null {
  if (hasParam(search, 'force')) return null;
  const rec = readAnswerQuestionRecord(store);
  if (!rec) return null;
  return `/teacher/copy_success?${new URLSearchParams({ id: rec.id, password: rec.password }).toString()}`;
}
