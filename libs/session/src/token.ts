import type { SubApp } from '@yoga/platform';
import { safeGet, safeRemove, safeSet, type KeyValueStore } from './storage';

/**
 * What other pages and native shells write when they stringify a missing value. Compared
 * case-insensitively after trimming; quoted and bracketed forms ('""', '[]', '[object Object]')
 * are refused by the character rule below as well.
 */
const PLACEHOLDERS = new Set([
  '',
  'undefined',
  'null',
  'nan',
  'false',
  'true',
  '[object object]',
  '""',
  "''",
  '[]',
  '{}',
]);

export const MAX_TOKEN_LENGTH = 4096;

/**
 * A plausible token: 1..4096 printable ASCII characters with no whitespace and none of
 * " ' ` \ < > [ ] { }. Tokens travel in headers and query strings, so anything else is either a
 * placeholder, a fragment of broken JSON, or something we must not echo back into a request.
 */
const PLAUSIBLE = /^[\x21-\x7e]+$/;
const FORBIDDEN = /["'`\\<>[\]{}]/;

export function isPlaceholder(value: string): boolean {
  return PLACEHOLDERS.has(value.trim().toLowerCase());
}

/** The value as a token, trimmed, or null when it is not a plausible one. */
export function usableToken(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (isPlaceholder(v) || v.length > MAX_TOKEN_LENGTH) return null;
  return PLAUSIBLE.test(v) && !FORBIDDEN.test(v) ? v : null;
}

/**
 * What a stored token value means. Writers store a bare string, a JSON string, or a JSON array of
 * tokens. Of an array the LAST element is taken, everywhere, the guard included. The spec notes the
 * teacher guard once read the first element; we do not copy that: with two readings the guard
 * could let a page in whose requests then send another token, and writers append the newest token
 * last. If that last element is unusable the value is no token: falling back to an older element
 * would revive a token its writer meant to replace.
 */
export function parseStoredToken(raw: string | null, depth = 0): string | null {
  if (raw == null) return null;
  const text = raw.trim();
  if (depth < 2 && (text.startsWith('[') || text.startsWith('"'))) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return usableToken(text); // never throws; broken JSON is kept only if it still looks like a token
    }
    const value: unknown = Array.isArray(parsed) ? parsed.at(-1) : parsed;
    // A JSON string may wrap the array once more (double-stringified by some writers).
    return typeof value === 'string' ? parseStoredToken(value, depth + 1) : null;
  }
  return usableToken(text);
}

export function readToken(subApp: SubApp, store: KeyValueStore): string | null {
  return parseStoredToken(safeGet(store, subApp.tokenKey));
}

/** Stores a bare string: what the native shells and other pages reading these keys expect. */
export function writeToken(subApp: SubApp, token: string, store: KeyValueStore): boolean {
  const t = usableToken(token);
  return t ? safeSet(store, subApp.tokenKey, t) : false;
}

export function clearToken(subApp: SubApp, store: KeyValueStore): void {
  safeRemove(store, subApp.tokenKey);
}
