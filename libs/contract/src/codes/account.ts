/**
 * The account's business codes and limits (profile and deletion): screens branch on these, never on
 * the worded message. Plain values and pure functions both sides use; no imports.
 */
export const ACCOUNT_CODES = {
  /** The nickname breaks NICKNAME rules (length or characters); the refusal's data is { problem }. */
  nicknameInvalid: 5101,
  /** The avatar names no upload of the caller's. */
  avatarNotOwned: 5102,
  /** A birthday in the future, before 1900 or not a date. */
  birthdayInvalid: 5103,
  /** Something blocks the deletion (unfinished orders, a wallet balance); the refusal's data is the blockers. */
  deletionBlocked: 5110,
  /** A deletion request is already waiting out its cooling-off period. */
  deletionPending: 5111,
  /** Nothing to cancel: no deletion request is pending. */
  noDeletionPending: 5112,
} as const;

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;
/** Letters of any script, digits, underscore, hyphen and the middle dot; no spaces, no symbols. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}_\-·]+$/u;

/** What is wrong with a nickname (trimmed by the caller): null when it may be saved. */
export function nicknameProblem(name: string): 'short' | 'long' | 'characters' | null {
  const n = [...name].length;
  if (n < NICKNAME_MIN) return 'short';
  if (n > NICKNAME_MAX) return 'long';
  return NICKNAME_PATTERN.test(name) ? null : 'characters';
}

/** A birthday 'YYYY-MM-DD': a real day from 1900-01-01 up to `today` (the same form). */
export function birthdayProblem(day: string, today: string): 'format' | 'range' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'format';
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day) return 'format';
  return day < '1900-01-01' || day > today ? 'range' : null;
}

/** Days between a deletion request and the account's removal; cancelling is possible until then. */
export const DELETION_COOLING_OFF_DAYS = 15;
