import { brandKeys, type Brand, type BrandKeys } from '@yoga/platform';
import { safeGet, safeSet, safeRemove, type KeyValueStore } from './storage';

/**
 * The reversible encoding of brand-level stored values (return url, open ids, slim mobile number):
 *
 *   "y1." + base64url( UTF-8( JSON.stringify(value) ) )
 *
 * Versioned so a later scheme can be told apart; base64url so the stored text is plain ASCII with
 * no quotes, and JSON so any string (Chinese, emoji, URLs with query and hash) round-trips exactly.
 * A value without the prefix is a legacy raw value and is returned as is; a prefixed value that
 * does not decode is treated as absent, never thrown.
 */
const PREFIX = 'y1.';

export function encodeValue(value: string): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return PREFIX + btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeValue(stored: string | null): string | null {
  if (stored == null) return null;
  if (!stored.startsWith(PREFIX)) return stored;
  try {
    const b64 = stored.slice(PREFIX.length).replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

export type BrandField = keyof BrandKeys;

function keyOf(brand: Brand, field: BrandField): string | null {
  return brandKeys[brand][field] ?? null;
}

export function readBrandValue(brand: Brand, field: BrandField, store: KeyValueStore): string | null {
  const key = keyOf(brand, field);
  return key ? decodeValue(safeGet(store, key)) : null;
}

/** False when the brand has no such key (e.g. suman has no openId) or storage refused it. */
export function writeBrandValue(brand: Brand, field: BrandField, value: string, store: KeyValueStore): boolean {
  const key = keyOf(brand, field);
  return key ? safeSet(store, key, encodeValue(value)) : false;
}

export function clearBrandValue(brand: Brand, field: BrandField, store: KeyValueStore): void {
  const key = keyOf(brand, field);
  if (key) safeRemove(store, key);
}
