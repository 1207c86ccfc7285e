import { readFileSync } from 'node:fs';
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
  // Certificates are named by random public ids (issue 31); a row number is not-found without a request.
  certId: '3f9a1c07d2b84e65',
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
  /**
   * Another app whose suite already tests the screens this one shares with it (phala serves onmat's
   * screens under its own prefix): a route is left to that suite when the other table serves the same
   * feature screen at the same route name. Both tables are read as source text (an app never imports
   * another), so a route wired to a different screen here is still tested here.
   */
  sharedWith?: { ownRoutes: string; otherRoutes: string; prefixes: [own: string, other: string][] };
}

/** `path -> screen` as written in a routes.ts (`screen: coursesScreens.detail`). */
function screensOf(file: string): Map<string, string> {
  const src = readFileSync(file, 'utf8');
  return new Map([...src.matchAll(/path: '([^']+)'[^{}]*?screen: ([\w.]+)/g)].map((m) => [m[1]!, m[2]!]));
}

/** The routes of this app whose screen the other app's suite tests at the same route name. */
export function routesTestedElsewhere(o: NonNullable<ScreenFaultOptions['sharedWith']>): Set<string> {
  const own = screensOf(o.ownRoutes);
  const other = screensOf(o.otherRoutes);
  const done = new Set<string>();
  for (const [path, expr] of own) {
    const pair = o.prefixes.find(([p]) => path === p || path.startsWith(`${p}/`));
    if (pair && other.get(pair[1] + path.slice(pair[0].length)) === expr) done.add(path);
  }
  return done;
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
export function describeScreenFaults({
  routes,
  handlers,
  exempt = {},
  paths = {},
  sharedWith,
}: ScreenFaultOptions) {
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
  // One screen is tested once: where an app serves it at several routes (a student's and a coach's
  // sub-app), at the route with a sample address of its own, or else the first; and not at all where
  // the other app's suite already tests it.
  const elsewhere = sharedWith ? routesTestedElsewhere(sharedWith) : new Set<string>();
  const byScreen = new Map<FaultRoute['screen'], FaultRoute>();
  for (const r of routes) {
    if (!r.screen || r.path in exempt || elsewhere.has(r.path)) continue;
    const first = byScreen.get(r.screen);
    if (!first || (!(first.path in paths) && r.path in paths)) byScreen.set(r.screen, r);
  }
  const cases = [...byScreen.values()].flatMap((r) =>
    (Object.keys(FAULTS) as Fault[]).map((f) => [r.path, f, r] as const),
  );

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
