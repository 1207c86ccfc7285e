import { lazy, Suspense, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { onBadShape } from '@yoga/api';
import { routeTable } from '@yoga/platform';
import { fail, ok } from './envelope';
import { renderScreen } from './render-screen';

/** The four ways every request of a screen fails (issue 29). */
export const FAULTS = {
  'HTTP 500': () => new HttpResponse('Internal Server Error', { status: 500 }),
  'network down': () => HttpResponse.error(),
  'HTML instead of JSON': () =>
    HttpResponse.html('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 200 }),
  'data null': () => HttpResponse.json(ok(null)),
} as const;
export type Fault = keyof typeof FAULTS;

/** A route of an app's table as the fault tests need it. */
export interface FaultRoute {
  path: string;
  screen?: () => Promise<{ default: ComponentType }>;
}

/** Plausible values for a route's parameters and required query, so the screen asks the server. */
const SAMPLE: Record<string, string> = {
  orderNo: 'OM20261201123456',
  orderId: 'OM20261201123456',
  key: 'privacy',
};
const sample = (name: string) => SAMPLE[name] ?? '1';

/** The address a route is opened at: its :parameters and its required query filled in. */
export function samplePath(route: string): string {
  const path = route.replace(/:(\w+)/g, (_, p: string) => sample(p));
  for (const [name, entry] of Object.entries(routeTable)) {
    const e = entry as { in: readonly string[]; query: Record<string, string> };
    if (!e.in.some((p) => (name ? `${p}/${name}` : p || '/') === route)) continue;
    const q = Object.entries(e.query)
      .filter(([, need]) => need === 'required')
      .map(([k]) => `${k}=${encodeURIComponent(sample(k))}`);
    return q.length ? `${path}?${q.join('&')}` : path;
  }
  return path;
}

export interface ScreenFaultOptions {
  /** The app's route table (its routes.ts); every route with a screen is tested. */
  routes: readonly FaultRoute[];
  /**
   * The success answers of the app's features (a feature's list, or its factory when it keeps state
   * per test): the screen must come back on them.
   */
  handlers: (readonly RequestHandler[] | (() => RequestHandler[]))[];
  /**
   * Routes that never show the error state, each with why: no request at all (a sign-in page, a
   * form or search that asks only when sent), or a not-found state for the sample address.
   */
  exempt?: Record<string, string>;
  /** Addresses for routes whose sample (every parameter 1) would not load anything. */
  paths?: Record<string, string>;
}

/** Long enough for a busy 2-core machine; a screen that is right settles in a fraction of it. */
const settled = { timeout: 10_000 };
const busy = () => document.querySelectorAll('[aria-busy="true"]').length;
const retries = () => screen.queryAllByRole('button', { name: '重试' });

/**
 * One test per screen and fault: every request fails that way; once the requests have settled the
 * screen shows its error with a retry (never a skeleton, never a crash); with the fault cleared,
 * one tap on retry brings the screen back. One MSW server for the file; retries without delay.
 */
export function describeScreenFaults({ routes, handlers, exempt = {}, paths = {} }: ScreenFaultOptions) {
  // After the features' success answers, one for what none of them answers: a not-found, the one
  // answer every screen has a state for. The test still proves the screen leaves its error.
  const fallback = http.all('*', ({ request }) => {
    unanswered.add(`${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.json(fail(404, '不存在'));
  });
  const unanswered = new Set<string>();
  const server = setupServer(...handlers.flatMap((h) => (typeof h === 'function' ? h() : h)), fallback);
  beforeAll(() => {
    server.listen();
    // jsdom has neither: the kit's carousels and wheels ask about reduced motion, charts about size.
    window.matchMedia ??= (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    // Which answers the features' shared handlers lack (to grow them), on request.
    if (process.env.SCREEN_FAULTS_UNANSWERED) console.info('Unanswered:', [...unanswered].sort());
  });
  let requests = 0;
  server.events.on('request:start', () => void requests++);
  const reported: Error[] = [];
  onBadShape((e) => void reported.push(e));

  const known = new Set(routes.map((r) => r.path));
  const stray = [...Object.keys(exempt), ...Object.keys(paths)].filter((p) => !known.has(p));
  if (stray.length) throw new Error(`Not routes of this app: ${stray.join(', ')}`);
  const screens = new Map<FaultRoute['screen'], ComponentType>();
  const cases = routes
    .filter((r) => r.screen && !(r.path in exempt))
    .flatMap((r) => (Object.keys(FAULTS) as Fault[]).map((f) => [r.path, f, r] as const));

  describe.each(cases)('%s under %s', (path, fault, route) => {
    test('shows the error with a retry, and comes back after one tap once the fault clears', async () => {
      // The chunk first, outside the waits: its first transform takes seconds on a busy machine.
      await route.screen!();
      let Screen = screens.get(route.screen);
      if (!Screen) screens.set(route.screen, (Screen = lazy(route.screen!)));
      server.use(http.all('*', FAULTS[fault]));
      requests = 0;
      reported.length = 0;
      const r = await renderScreen(
        <Suspense fallback={<p>chunk</p>}>
          <Screen />
        </Suspense>,
        { path: paths[path] ?? samplePath(path), route: path, signedIn: true, retryDelay: 0 },
      );
      const seen = () => `${requests} requests; shows: ${document.body.textContent?.slice(0, 160) ?? ''}`;
      await waitFor(() => {
        expect(screen.queryByText('chunk'), seen()).toBeNull();
        expect(r.queryClient.isFetching()).toBe(0);
        expect(retries().length + busy(), seen()).toBeGreaterThan(0);
        expect(busy(), seen()).toBe(0);
      }, settled);
      expect(requests, 'the screen asked the server nothing: list it as exempt').toBeGreaterThan(0);
      expect(retries().length).toBeGreaterThan(0);
      if (fault === 'data null') expect(reported.length).toBeGreaterThan(0);
      server.resetHandlers();
      await act(async () => void fireEvent.click(retries()[0]!));
      await waitFor(() => {
        expect(r.queryClient.isFetching()).toBe(0);
        expect(retries(), seen()).toHaveLength(0);
        expect(busy(), seen()).toBe(0);
      }, settled);
    }, 60_000); // the first screen of a file brings its features' modules, slow on a busy machine
  });
}
