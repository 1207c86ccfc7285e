/** One breadcrumb: what happened shortly before an event, oldest first in the event. */
export interface Breadcrumb {
  type: 'navigation' | 'console' | 'rejection' | 'http' | 'custom';
  message: string;
  /** ISO 8601. */
  timestamp: string;
  data?: Record<string, unknown>;
}

/** An HTTP request an event is about. */
export interface RequestContext {
  method: string;
  url: string;
  status?: number | null;
  durationMs?: number;
  headers?: Record<string, string>;
  body?: string;
  responseBody?: string;
  /** Set when a body was cut at MAX_BODY_CHARS. */
  truncated?: boolean;
}

/** What is POSTed to the endpoint, as JSON, after scrubbing. */
export interface MonitoringEvent {
  /** Random, so a receiver can drop a duplicate delivery. */
  id: string;
  /** The project key given to initMonitoring. */
  key: string;
  /** The release version the page runs (its build id), so a report names the build it came from. */
  release?: string;
  /** The commit of that release. */
  commit?: string;
  kind: 'error' | 'message' | 'slow-request';
  name: string;
  message: string;
  stack?: string;
  timestamp: string;
  page: { url: string };
  userAgent: string;
  request?: RequestContext;
  breadcrumbs: Breadcrumb[];
  extra?: Record<string, unknown>;
}

/** Delivers one event; a rejection is swallowed by the reporter (reporting must never break the app). */
export type Transport = (event: MonitoringEvent) => Promise<void>;

export interface CaptureContext {
  request?: RequestContext;
  extra?: Record<string, unknown>;
}

export interface SlowRequest {
  method: string;
  url: string;
  durationMs: number;
  status: number | null;
}

/**
 * What the page saw before the reporter loaded (app-shell holds it until the first error): replayed
 * in order by initMonitoring, breadcrumbs keeping the time they happened (`at`, ms since the epoch).
 */
export type EarlyHappening = { at: number } & (
  | { kind: 'error'; error: unknown; message?: string }
  | { kind: 'rejection'; reason: unknown }
  | { kind: 'navigation'; href: string }
  | { kind: 'console'; args: unknown[] }
);

/** The page's start and what it saw before the reporter was there. */
export interface EarlyPage {
  /** The address the page started on (where the first navigation breadcrumb starts from). */
  href: string;
  happenings: readonly EarlyHappening[];
}
