import { localStorageKeys } from '@yoga/platform';
import {
  defaultStore,
  readAnswerQuestionRecord,
  type AnswerQuestionRecord,
  type KeyValueStore,
} from '@yoga/session';

// Reading (and its tolerance of malformed data) lives in @yoga/session, which also needs it for
// the /teacher/answer_question redirect; only writing and clearing are added here.

export function loadAnswerQuestionRecord(store: KeyValueStore = defaultStore()): AnswerQuestionRecord | null {
  return readAnswerQuestionRecord(store);
}

/** Saves the record; false when storage refused (full, locked web-view). */
export function saveAnswerQuestionRecord(
  record: AnswerQuestionRecord,
  store: KeyValueStore = defaultStore(),
): boolean {
  try {
    const { id, password } = record;
    store.setItem(localStorageKeys.answerQuestionRecord, JSON.stringify({ id, password }));
    return true;
  } catch {
    return false;
  }
}

export function clearAnswerQuestionRecord(store: KeyValueStore = defaultStore()): void {
  try {
    store.removeItem(localStorageKeys.answerQuestionRecord);
  } catch {
    /* nothing to clear in a storage we cannot reach */
  }
}
