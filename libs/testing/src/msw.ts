import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

/** The page's API base in tests (jsdom's origin); handlers are written against it. */
export const API = `${globalThis.location?.origin ?? 'http://localhost:3000'}/api`;

/**
 * One MSW server for a test file: the domain's shared success handlers; each test adds its own
 * error cases with `server.use(...)`, reset after it. Unhandled requests fail the test.
 */
export function startServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
