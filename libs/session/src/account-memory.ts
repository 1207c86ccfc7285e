import { storageKeys, type SubApp } from '@yoga/platform';
import { safeGet, safeRemove, safeSet, type KeyValueStore } from './storage';
import { readToken } from './token';

/**
 * Which account a sub-app's stored token belongs to, as far as this device has seen (the user id
 * from the last `user/me` with that token). Kept with a fingerprint of the token, so a record never
 * speaks for a token it was not made with. Used to tell, when a link brings another token, whether
 * it signs in another account (see intake.ts).
 */
const keyOf = (subApp: SubApp) => storageKeys.accountMemory(subApp.id);
const fingerprint = (token: string) => `${token.length}:${token.slice(-6)}`;

export function rememberAccount(subApp: SubApp, token: string, userId: number, store: KeyValueStore): void {
  safeSet(store, keyOf(subApp), JSON.stringify({ userId, token: fingerprint(token) }));
}

/** The user id last seen with this token, or null when none was (or it was another token's). */
export function accountOfToken(subApp: SubApp, token: string, store: KeyValueStore): number | null {
  try {
    const r = JSON.parse(safeGet(store, keyOf(subApp)) ?? 'null') as {
      userId?: unknown;
      token?: unknown;
    } | null;
    return r && r.token === fingerprint(token) && typeof r.userId === 'number' ? r.userId : null;
  } catch {
    return null;
  }
}

export function forgetAccount(subApp: SubApp, store: KeyValueStore): void {
  safeRemove(store, keyOf(subApp));
}

/**
 * Who is signed in to the sub-app as far as this device knows: its token (a cache key, the proof for
 * `rememberAccount`) and the user id last seen with it (null until a `user/me` answered). Null when
 * signed out. A screen keying what it keeps by account reads this instead of the token itself.
 */
export function storedAccount(
  subApp: SubApp,
  store: KeyValueStore,
): { token: string; userId: number | null } | null {
  const token = readToken(subApp, store);
  return token === null ? null : { token, userId: accountOfToken(subApp, token, store) };
}
