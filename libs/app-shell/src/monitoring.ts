import { onSlowRequest } from '@yoga/api';
import { initMonitoring, reportSlowRequest } from '@yoga/monitoring';
import { subApps } from '@yoga/platform';
import { defaultStore, readToken } from '@yoga/session';
import type { AppConfig } from './config';

/**
 * The error reporter, when the build names one. Every stored token and the compact key are passed as
 * secrets, read at each event, so none of them can appear in a report.
 */
export function startMonitoring(cfg: AppConfig): void {
  if (!cfg.monitoring) return;
  try {
    initMonitoring({
      key: cfg.monitoring.key,
      endpoint: cfg.monitoring.endpoint,
      release: import.meta.env.VITE_RELEASE as string | undefined,
      secrets: () => [cfg.compactKey, ...subApps.map((s) => readToken(s, defaultStore())).filter((t): t is string => !!t)],
    });
    onSlowRequest(reportSlowRequest);
  } catch (e) {
    // A misconfigured reporter must not take the product down with it.
    console.error(e);
  }
}
