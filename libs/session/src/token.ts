import type { SubApp } from '@yoga/platform';
import { safeGet, safeRemove, safeSet, type KeyValueStore } from './storage';

const PLACEHOLDERS = new Set(['', 'undefined', 'null', 'nan', 'false', 'true', '[object object]', '""', "''", '[]', '{}']);
const MAX_TOKEN_LENGTH = 4096;

/**
 * A value usable as a token: printable ASCII without spaces or quotes, not a placeholder that some
 * page wrote by stringifying a missing value ('undefined', '[object Object]', ...).
 */
export function usableToken(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (PLACEHOLDERS.has(v.toLowerCase())) return null;
  if (v.length > MAX_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(v) || /["'<>\\]/.test(v)) return null;
  return v;
}

/**
 * What a stored token value means. Other pages and native shells store a bare string, a JSON string,
 * or a JSON array of tokens. Of an array the LAST usable element is taken, everywhere, the guard
 * included: the spec notes the suman teacher guard once read the first element, but one reading for
 * every caller is the only way the guard and the requests agree, and writers append the newest token.
 */
export function parseStoredToken(raw: string | null): string | null {
  if (raw == null) return null;
  const text = raw.trim();
  if (text.startsWith('[') || text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) {
        for (let i = parsed.length - 1; i >= 0; i--) {
          const t = usableToken(parsed[i]);
          if (t) return t;
        }
        return null;
      }
      return usableToken(parsed);
    } catch {
      return null; // broken JSON is no token; it never throws
    }
  }
  return usableToken(text);
}

export function readToken(subApp: SubApp, store: KeyValueStore): string | null {
  return parseStoredToken(safeGet(store, subApp.tokenKey));
}

/** Stores a bare string (what every other reader of these keys expects). Refuses unusable values. */
export function writeToken(subApp: SubApp, token: string, store: KeyValueStore): boolean {
  const t = usableToken(token);
  return t ? safeSet(store, subApp.tokenKey, t) : false;
}

export function clearToken(subApp: SubApp, store: KeyValueStore): void {
  safeRemove(store, subApp.tokenKey);
}
