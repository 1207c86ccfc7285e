import { ApiBusinessError } from '@yoga/api';

/** The server's "no such order" (also for someone else's): a state of the screen, not a failure. */
export const isNotFound = (e: unknown) => e instanceof ApiBusinessError && e.code === 404;
