/**
 * A success answer without the shape every read promises (spec section 7, libs/contract): `data`
 * null or absent, or a page whose `list` is not a list. No GET of the contract answers null data
 * (a read that finds nothing answers a not-found code), so a screen cannot show such an answer:
 * it is a failed load, shown with the screen's error and retry, and reported. An Error, not an
 * ApiError: the error classes stay out of the query chunk that every data screen loads first.
 */
export class ApiShapeError extends Error {
  override name = 'ApiShapeError';
}

type Listener = (error: ApiShapeError) => void;
const listeners = new Set<Listener>();
/** Met before the error reporter arrives (it loads after the first screen): handed to it then. */
const early: ApiShapeError[] = [];
const MAX_EARLY = 10;

/** The error reporter subscribes here and gets what came before it; returns the unsubscribe. */
export function onBadShape(listener: Listener): () => void {
  listeners.add(listener);
  for (const e of early.splice(0)) listener(e);
  return () => void listeners.delete(listener);
}

function report(error: ApiShapeError): void {
  if (listeners.size === 0) {
    if (early.length < MAX_EARLY) early.push(error);
    return;
  }
  for (const l of listeners) {
    try {
      l(error);
    } catch {
      /* a broken reporter must not break the screen */
    }
  }
}

/**
 * What a query's data must be, checked at the edge in production: a few hundred bytes, where the
 * contract's zod schemas would be tens of kilobytes of every data screen (those check the
 * stand-in's answers in its tests instead). Only what no screen can render is refused.
 */
export function shapeProblem(data: unknown): string | null {
  if (data === null || data === undefined) return 'data is ' + String(data);
  if (typeof data === 'object' && 'list' in data && !Array.isArray((data as { list: unknown }).list))
    return 'list is not a list';
  return null;
}

/** The answer, or an ApiShapeError (reported once: the query layer does not retry it). */
export function guardShape<T>(data: T, what: string): T {
  const problem = shapeProblem(data);
  if (!problem) return data;
  const error = new ApiShapeError(`Answer without the contract's shape for ${what}: ${problem}`);
  report(error);
  throw error;
}
