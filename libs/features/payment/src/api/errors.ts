import { ApiBusinessError } from '@yoga/api';

/** The server's "no such order" (also for someone else's): a state of the screen, not a failure. */
export const isNotFound = (e: unknown) => e instanceof ApiBusinessError && e.code === 404;

/** Reads retry once, but never a missing order or a signed-out user: the answer will not change. */
export const retryRead = (count: number, e: unknown) =>
  count < 1 && !(e instanceof ApiBusinessError && (e.code === 404 || e.code === 403 || e.code === 400));
