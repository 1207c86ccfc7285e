import { installBrowserHooks } from './browser-hooks';
import { buildId } from './build-id';
import { createMonitor, type Monitor } from './monitor';
import { createHttpTransport } from './transport';
import type { Breadcrumb, CaptureContext, EarlyPage, SlowRequest, Transport } from './types';

export interface MonitoringOptions {
  /** The project key: exactly 64 hexadecimal characters (spec section 5). */
  key: string;
  /** Where events are POSTed as JSON. */
  endpoint: string;
  /** Defaults to the build id's version (vite.shared.ts); events carry its commit too. */
  release?: string;
  /** Replaces the HTTP transport (tests, or another delivery). */
  transport?: Transport;
  /**
   * Values that must never leave in an event: the current tokens, the compact key. A function is
   * read at every event, so a token that arrives after init is covered too.
   */
  secrets?: readonly string[] | (() => readonly string[]);
  /** What the page saw before the reporter loaded: replayed first (errors reported, the rest breadcrumbs). */
  early?: EarlyPage;
}

export interface MonitoringHandle {
  captureException(error: unknown, context?: CaptureContext): boolean;
  captureMessage(message: string, context?: CaptureContext): boolean;
  addBreadcrumb(crumb: Omit<Breadcrumb, 'timestamp'>): void;
  /** Removes every hook; the next init starts a fresh page life (counters, breadcrumbs). */
  close(): void;
}

let current: { monitor: Monitor; close: () => void } | null = null;

export function initMonitoring(options: MonitoringOptions): MonitoringHandle {
  const { key, endpoint, release, transport, secrets = [], early } = options;
  if (typeof key !== 'string' || !/^[0-9a-f]{64}$/i.test(key)) {
    // The key itself is not echoed: error messages end up in logs.
    const got =
      typeof key !== 'string'
        ? typeof key
        : key.length === 64
          ? 'a non-hexadecimal character'
          : `${key.length} characters`;
    throw new Error(`initMonitoring: key must be exactly 64 hexadecimal characters (0-9, a-f); got ${got}`);
  }
  if (typeof endpoint !== 'string' || endpoint.trim() === '') {
    throw new Error('initMonitoring: endpoint is required (the URL events are POSTed to)');
  }
  current?.close();

  const monitor = createMonitor({
    key,
    release: release ?? buildId().version,
    commit: buildId().commit || undefined,
    transport: transport ?? createHttpTransport(endpoint),
    secrets: typeof secrets === 'function' ? secrets : () => secrets,
  });
  const uninstall = typeof window === 'undefined' ? () => undefined : installBrowserHooks(monitor, early);
  const self = {
    monitor,
    close: () => {
      uninstall();
      if (current === self) current = null;
    },
  };
  current = self;
  return {
    captureException: monitor.captureException,
    captureMessage: monitor.captureMessage,
    addBreadcrumb: monitor.addBreadcrumb,
    close: self.close,
  };
}

// Module-level entry points, so callers need no handle; before init (or after close) they do nothing.

/** For @yoga/api's onSlowRequest: reports requests slower than 5000 ms. */
export function reportSlowRequest(request: SlowRequest): boolean {
  return current?.monitor.reportSlowRequest(request) ?? false;
}

export function captureException(error: unknown, context?: CaptureContext): boolean {
  return current?.monitor.captureException(error, context) ?? false;
}

export function addBreadcrumb(crumb: Omit<Breadcrumb, 'timestamp'>): void {
  current?.monitor.addBreadcrumb(crumb);
}
