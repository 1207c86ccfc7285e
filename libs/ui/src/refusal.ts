import type { ReactNode } from 'react';

/**
 * What a user reads when a request failed: the server's own words for a refusal (they are written
 * for users, in the user's language), else the screen's worded fallback. Never the request layer's
 * `message`: that one is for developers ("Request rejected by the server (state 0, code 400): …",
 * "Network error on POST /api/uploads"); lint refuses `e.message` in features. Duck-typed on the
 * request layer's ApiBusinessError (`serverMsg`), which the kit does not import.
 */
export function refusalText<T extends ReactNode>(error: unknown, fallback: T): string | T {
  const said = (error as { serverMsg?: unknown } | null)?.serverMsg;
  return typeof said === 'string' && said.trim() !== '' ? said : fallback;
}
