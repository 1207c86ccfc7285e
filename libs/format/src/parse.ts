/**
 * Reading ids and query strings from a URL. Each reader gives the value or null (absent or
 * malformed), never throws and never passes garbage on: a screen shows its not-found state instead
 * of sending a request that fails.
 */

/** A positive whole id ("42", 42) or null: "", "0", "-1", "1.5", "1e3", "abc", beyond 2^53. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/** A safe string id (order numbers, codes): letters, digits, "_" and "-", 1–64 long; else null. */
export function parseKey(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

export type Reader<T> = (raw: string | null) => T;

function int(o?: { min?: number; max?: number }): Reader<number | null>;
function int(o: { min?: number; max?: number; fallback: number }): Reader<number>;
function int(o: { min?: number; max?: number; fallback?: number } = {}): Reader<number | null> {
  return (raw) => {
    const n = raw !== null && /^-?\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    const ok = !Number.isNaN(n) && n >= (o.min ?? -Infinity) && n <= (o.max ?? Infinity);
    return ok ? n : (o.fallback ?? null);
  };
}

function string(o?: { max?: number }): Reader<string | null>;
function string(o: { max?: number; fallback: string }): Reader<string>;
function string(o: { max?: number; fallback?: string } = {}): Reader<string | null> {
  return (raw) => {
    const s = raw?.trim() ?? '';
    return s && s.length <= (o.max ?? 200) ? s : (o.fallback ?? null);
  };
}

function oneOf<const V extends string>(values: readonly V[]): Reader<V | null>;
function oneOf<const V extends string>(values: readonly V[], fallback: V): Reader<V>;
function oneOf<const V extends string>(values: readonly V[], fallback?: V): Reader<V | null> {
  return (raw) => ((values as readonly string[]).includes(raw ?? '') ? (raw as V) : (fallback ?? null));
}

/** Readers for parseQuery. With a fallback a reader never gives null. */
export const q = {
  id: (): Reader<number | null> => parseId,
  key: (): Reader<string | null> => parseKey,
  int,
  string,
  oneOf,
};

/**
 * Typed query: parseQuery(location.search, { id: q.id(), tab: q.oneOf(['all', 'paid'], 'all') })
 * -> { id: 42 | null, tab: 'all' | 'paid' }. A null the screen needs is its not-found state.
 */
export function parseQuery<S extends Record<string, Reader<unknown>>>(
  search: string | URLSearchParams,
  spec: S,
): { [K in keyof S]: ReturnType<S[K]> } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(spec)) out[name] = read(params.get(name));
  return out as { [K in keyof S]: ReturnType<S[K]> };
}
