import { BAD_SHAPE_EVENT, onSlowRequest } from '@yoga/api';
import { subApps } from '@yoga/platform';
import { defaultStore, readToken } from '@yoga/session';
import type { AppConfig } from './config';

/**
 * The error reporter, when the build names one. It is its own chunk, fetched once the first
 * screen is up rather than before it; script errors raised until it arrives are held and reported then.
 * Every stored token and the compact key are passed as secrets, read at each event, so none of them
 * can appear in a report.
 */
export function startMonitoring(cfg: AppConfig, firstRender: Promise<unknown>): Promise<void> | undefined {
  const mon = cfg.monitoring;
  if (!mon) return;
  const early: ErrorEvent[] = [];
  const hold = (e: ErrorEvent) => void early.push(e);
  window.addEventListener('error', hold);
  // Answers without the contract's shape (libs/api shape-guard.ts): each failed load, reported once.
  const badShapes: unknown[] = [];
  let reportShape = (e: unknown) => void badShapes.push(e);
  window.addEventListener(BAD_SHAPE_EVENT, (e) => reportShape((e as CustomEvent).detail));
  // Once the first screen is up and the page idle: the reporter is not what the user waits for.
  const idle = () =>
    new Promise<void>((resolve) =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: 3000 })
        : setTimeout(resolve, 500),
    );
  // A moment after the first screen too: its own follow-up requests come first.
  const settle = () => new Promise((r) => setTimeout(r, 1500)).then(idle);
  return firstRender
    .then(settle, settle)
    .then(() => import('@yoga/monitoring'))
    .then((m) => {
      window.removeEventListener('error', hold);
      m.initMonitoring({
        key: mon.key,
        endpoint: mon.endpoint,
        release: import.meta.env.VITE_RELEASE as string | undefined,
        secrets: () => [
          cfg.compactKey,
          ...subApps.map((s) => readToken(s, defaultStore())).filter((t): t is string => !!t),
        ],
      });
      onSlowRequest(m.reportSlowRequest);
      for (const e of early) m.captureException(e.error ?? { name: 'Error', message: e.message });
      reportShape = (e) => void m.captureException(e);
      for (const e of badShapes.splice(0)) reportShape(e);
    })
    .catch((e: unknown) => {
      // A misconfigured reporter must not take the product down with it.
      window.removeEventListener('error', hold);
      console.error(e);
    });
}
