import { defaultStore, safeGet, safeSet } from '@yoga/session';

const KEY = 'yoga_support_device';

const fresh = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * This device's id for "was this helpful" signed out: random, made once and kept in local storage
 * (a device that refuses storage gets a new one each time; the server still counts it once). A kept
 * value that is no id of ours (edited by hand) is replaced.
 */
export function deviceId(): string {
  const store = defaultStore();
  const kept = safeGet(store, KEY);
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const made = fresh();
  safeSet(store, KEY, made);
  return made;
}
