import { brandKeys, type Brand } from '@yoga/platform';
import { safeGet, safeRemove, safeSet, type KeyValueStore } from './storage';
import { isPlaceholder } from './token';
import { decodeValue, isEncodedValue, encodeValue } from './value-encoding';

/**
 * The brand-level values that are stored encoded (spec section 3). The course-pay agreement flag
 * is not one of them: it is a checkbox state, not a value worth hiding.
 */
export type BrandField = 'returnUrl' | 'openId' | 'appletOpenId' | 'mobile';

function keyOf(brand: Brand, field: BrandField): string | null {
  return brandKeys[brand][field] ?? null;
}

/** The decoded value, or null when absent, corrupt, or a legacy raw placeholder ('', 'undefined'). */
export function readBrandValue(brand: Brand, field: BrandField, store: KeyValueStore): string | null {
  const key = keyOf(brand, field);
  const stored = key ? safeGet(store, key) : null;
  if (stored == null) return null;
  // Old pages stored raw text, some of it '' or the word 'undefined' for nothing.
  if (!isEncodedValue(stored) && isPlaceholder(stored)) return null;
  return decodeValue(stored);
}

/** False when the brand has no such key (e.g. suman has no openId) or storage refused the write. */
export function writeBrandValue(
  brand: Brand,
  field: BrandField,
  value: string,
  store: KeyValueStore,
): boolean {
  const key = keyOf(brand, field);
  return key ? safeSet(store, key, encodeValue(value)) : false;
}

export function clearBrandValue(brand: Brand, field: BrandField, store: KeyValueStore): void {
  const key = keyOf(brand, field);
  if (key) safeRemove(store, key);
}
