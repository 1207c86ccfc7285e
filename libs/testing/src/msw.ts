import { afterAll, afterEach, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { contractProblem } from './contract-check';

/** The page's API base in tests (jsdom's origin); handlers are written against it. */
export const API = `${globalThis.location?.origin ?? 'http://localhost:3000'}/api`;

/**
 * One MSW server for a test file: the domain's shared success handlers; each test adds its own
 * error cases with `server.use(...)`, reset after it. Unhandled requests fail the test, and so does
 * a success answer that does not parse with its endpoint's contract schema (see contract-check.ts).
 */
export function startServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  // Checked as the answers are served, awaited after the test: the test that served a drifted fixture fails.
  let checks: Promise<string | null>[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    checks.push(contractProblem(request, response));
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // After every afterEach (the render's cleanup too), so a drifted fixture fails only its own test.
  beforeEach(() => {
    checks = [];
    onTestFinished(async () => {
      const problems = (await Promise.all(checks)).filter((p) => p !== null);
      if (problems.length > 0) {
        throw new Error(`The handlers answered off the contract:\n${[...new Set(problems)].join('\n')}`);
      }
    });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * The state a domain's shared handlers answer from (a check-in or a redeemed card changes it), made
 * anew before every test of each file that imports the handlers: no test sees another's writes and
 * none has to remember a reset. Handlers and tests read and change it through `.current`.
 */
export function testStore<T>(make: () => T): { current: T } {
  const store = { current: make() };
  // Made anew by the shared test setup before every test of every file: with isolation off a
  // worker evaluates this module once, and a beforeEach registered here would serve only the
  // first file that imported it (the next files saw its writes).
  testStores().add(() => {
    store.current = make();
  });
  return store;
}

/** Every store of the worker, by a global the shared test setup reads (tools/test-setup/setup.ts). */
function testStores(): Set<() => void> {
  const g = globalThis as { __testStores?: Set<() => void> };
  return (g.__testStores ??= new Set());
}
