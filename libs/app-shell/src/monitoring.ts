import { BAD_SHAPE_EVENT, onSlowRequest, type SlowRequest } from '@yoga/api';
import type { EarlyHappening } from '@yoga/monitoring';
import { subApps } from '@yoga/platform';
import { defaultStore, readToken } from '@yoga/session';
import type { AppConfig } from './config';

type Happening = EarlyHappening extends infer H ? (H extends unknown ? Omit<H, 'at'> : never) : never;
type Reporter = typeof import('@yoga/monitoring');

/** Enough to fill the reporter's 20 breadcrumbs and a few errors: a healthy page holds no more. */
const HELD = 40;

/**
 * The error reporter, when the build names one. It is its own chunk, fetched on the page's first
 * error (a script error, an answer without the contract's shape, a request slower than 5000 ms),
 * so a healthy page never downloads it. Until then the page's moves are held: navigations, console
 * errors and rejections, replayed as the reporter's breadcrumbs, the error itself reported.
 * Every stored token and the compact key are passed as secrets, read at each event, so none of them
 * can appear in a report.
 */
export function startMonitoring(cfg: AppConfig): void {
  const mon = cfg.monitoring;
  if (!mon) return;
  const href = location.href;
  const held: EarlyHappening[] = [];
  const note = (h: Happening) => {
    held.push({ ...h, at: Date.now() } as EarlyHappening);
    if (held.length > HELD) held.shift();
  };
  let reporter: Reporter | undefined;
  let loading = false;
  // Shapes and slow requests pass through here for the page's whole life: the reporter has no hook of its own.
  const shapes: unknown[] = [];
  const slow: SlowRequest[] = [];
  const load = () => {
    if (loading) return;
    loading = true;
    import('@yoga/monitoring')
      .then((m) => {
        unhook();
        m.initMonitoring({
          key: mon.key,
          endpoint: mon.endpoint,
          release: import.meta.env.VITE_RELEASE as string | undefined,
          secrets: () => [
            cfg.compactKey,
            ...subApps.map((s) => readToken(s, defaultStore())).filter((t): t is string => !!t),
          ],
          early: { href, happenings: held.splice(0) },
        });
        reporter = m;
        for (const r of slow.splice(0)) m.reportSlowRequest(r);
        for (const e of shapes.splice(0)) m.captureException(e);
      })
      // A misconfigured reporter must not take the product down with it.
      .catch((e: unknown) => (unhook(), console.error(e)));
  };
  window.addEventListener(BAD_SHAPE_EVENT, (e) => {
    const detail = (e as CustomEvent).detail;
    if (reporter) return void reporter.captureException(detail);
    shapes.push(detail);
    load();
  });
  onSlowRequest((r) => {
    if (reporter) return void reporter.reportSlowRequest(r);
    slow.push(r);
    load();
  });
  const unhook = holdPage(note, load);
}

/** Notes the page's moves until the reporter takes over (the returned undo). */
function holdPage(note: (h: Happening) => void, load: () => void): () => void {
  const onError = (e: ErrorEvent) => (note({ kind: 'error', error: e.error, message: e.message }), load());
  const onRejection = (e: PromiseRejectionEvent) => note({ kind: 'rejection', reason: e.reason });
  const onNav = () => note({ kind: 'navigation', href: location.href });
  const original = { pushState: history.pushState, replaceState: history.replaceState, error: console.error };
  let active = true;
  const wrap = (name: 'pushState' | 'replaceState') =>
    function (this: History, data: unknown, unused: string, url?: string | URL | null) {
      original[name].call(this, data, unused, url);
      if (active) onNav();
    };
  const mine = { pushState: wrap('pushState'), replaceState: wrap('replaceState') };
  const consoleError = (...args: unknown[]) => {
    if (active) note({ kind: 'console', args });
    original.error.apply(console, args);
  };
  Object.assign(history, mine);
  console.error = consoleError;
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  addEventListener('popstate', onNav);
  return () => {
    active = false;
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
    removeEventListener('popstate', onNav);
    // Put the originals back only if nobody wrapped ours since; otherwise ours stay, inert.
    if (history.pushState === mine.pushState) history.pushState = original.pushState;
    if (history.replaceState === mine.replaceState) history.replaceState = original.replaceState;
    if (console.error === consoleError) console.error = original.error;
  };
}
