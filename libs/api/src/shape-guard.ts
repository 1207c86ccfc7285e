import { BAD_SHAPE_EVENT } from './bad-shape-event';

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

/** Hears every answer refused from now on; returns the unsubscribe (tests; the reporter listens itself). */
export function onBadShape(listener: Listener): () => void {
  const heard = (e: Event) => listener((e as CustomEvent<ApiShapeError>).detail);
  globalThis.addEventListener?.(BAD_SHAPE_EVENT, heard);
  return () => globalThis.removeEventListener?.(BAD_SHAPE_EVENT, heard);
}

function report(error: ApiShapeError): void {
  globalThis.dispatchEvent?.(new CustomEvent(BAD_SHAPE_EVENT, { detail: error }));
}

/**
 * What a query's data must be, checked at the edge in production: about 0.3 KB gzipped, where the
 * contract's zod schemas would be tens of kilobytes of every data screen (those check the
 * stand-in's answers in its tests instead). Only what no screen can render is refused: data null or
 * absent, a page whose `list` is not a list.
 */
export const shapeProblem = (data: unknown): boolean =>
  data == null || (typeof data === 'object' && 'list' in data && !Array.isArray(data.list));

function refuse(what: string, why: unknown): never {
  const error = new ApiShapeError(`Bad answer for ${what}: ${String(why)}`);
  report(error);
  throw error;
}

/** The answer, or an ApiShapeError (reported once: the query layer does not retry it). */
export const guardShape = <T>(data: T, what: string): T =>
  shapeProblem(data) ? refuse(what, data && 'list') : data;

/**
 * A query function's own failure, seen at the same edge: a TypeError there is its code reading a
 * field of an answer that lacks it (`r.list` of null), the same fault as a missing field. The
 * request layer's own failures are ApiErrors and pass unchanged.
 */
export function guardFailure(error: unknown, what: string): never {
  throw error instanceof TypeError ? refuse(what, error.message) : error;
}
