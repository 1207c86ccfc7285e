import { BreadcrumbRing } from './breadcrumbs';
import { describeError } from './describe-error';
import { ignoredBy } from './ignore-rules';
import { MAX_BODY_CHARS, MAX_BREADCRUMBS, MAX_CRUMB_CHARS, MAX_EVENTS, SLOW_REQUEST_MS } from './limits';
import { scrubDeep } from './scrub';
import type {
  Breadcrumb,
  CaptureContext,
  MonitoringEvent,
  RequestContext,
  SlowRequest,
  Transport,
} from './types';

export interface MonitorConfig {
  key: string;
  release?: string;
  commit?: string;
  transport: Transport;
  secrets: () => readonly string[];
}

type Draft = Pick<MonitoringEvent, 'kind' | 'name' | 'message' | 'stack' | 'request' | 'extra'>;

/** The reporter without any browser wiring: what to send, how much, and never anything secret. */
export function createMonitor(config: MonitorConfig) {
  const crumbs = new BreadcrumbRing(MAX_BREADCRUMBS);
  let sent = 0;

  function secrets(): readonly string[] {
    try {
      return config.secrets().filter((s) => typeof s === 'string' && s !== '');
    } catch {
      return [];
    }
  }

  function emit(draft: Draft): boolean {
    if (sent >= MAX_EVENTS) return false; // per page life: a crash loop must not flood the endpoint
    sent++;
    const event: MonitoringEvent = scrubDeep(
      {
        id: randomId(),
        key: config.key,
        ...(config.release ? { release: config.release } : {}),
        ...(config.commit ? { commit: config.commit } : {}),
        ...draft,
        timestamp: new Date().toISOString(),
        page: { url: pageUrl() },
        userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
        breadcrumbs: crumbs.list(),
      },
      secrets(),
    );
    // Cut after scrubbing, never before: a cut could leave half a secret that no longer matches.
    if (event.request) event.request = truncateBodies(event.request);
    config.transport(event).catch(() => undefined);
    return true;
  }

  /** `at`: when it happened, for one seen before the reporter loaded (now otherwise). */
  function addBreadcrumb(crumb: Omit<Breadcrumb, 'timestamp'>, at = Date.now()): void {
    const clean = scrubDeep({ ...crumb, timestamp: new Date(at).toISOString() }, secrets());
    crumbs.add({ ...clean, message: clean.message.slice(0, MAX_CRUMB_CHARS) }); // scrubbed, then cut
  }

  return {
    addBreadcrumb,

    /** Reports an error; false when ignored by a rule of spec section 8 or over the event limit. */
    captureException(error: unknown, context: CaptureContext = {}): boolean {
      const { name, message, stack } = describeError(error);
      if (ignoredBy(message)) return false;
      return emit({ kind: 'error', name, message, stack, ...context });
    },

    captureMessage(message: string, context: CaptureContext = {}): boolean {
      if (ignoredBy(message)) return false;
      return emit({ kind: 'message', name: 'Message', message, ...context });
    },

    /** Spec section 8: promise-rejection reporting is silenced; a rejection is a breadcrumb only. */
    noteRejection(reason: unknown, at?: number): void {
      const { name, message } = describeError(reason);
      if (!ignoredBy(message)) addBreadcrumb({ type: 'rejection', message: `${name}: ${message}` }, at);
    },

    /** Spec section 8: requests slower than 5000 ms are reported (the ignore rules do not apply). */
    reportSlowRequest(r: SlowRequest): boolean {
      if (!(r.durationMs > SLOW_REQUEST_MS)) return false;
      const path = r.url.replace(/[?#].*$/s, '');
      const summary = `${r.method.toUpperCase()} ${path} took ${Math.round(r.durationMs)} ms`;
      addBreadcrumb({ type: 'http', message: summary, data: { status: r.status } });
      const request: RequestContext = {
        method: r.method,
        url: r.url,
        status: r.status,
        durationMs: r.durationMs,
      };
      return emit({
        kind: 'slow-request',
        name: 'SlowRequest',
        message: `Slow request: ${summary}`,
        request,
      });
    },

    breadcrumbs: () => crumbs.list(),
  };
}

export type Monitor = ReturnType<typeof createMonitor>;

function truncateBodies(r: RequestContext): RequestContext {
  const cut = (s?: string) => (s !== undefined && s.length > MAX_BODY_CHARS ? s.slice(0, MAX_BODY_CHARS) : s);
  const truncated = [r.body, r.responseBody].some((s) => s !== undefined && s.length > MAX_BODY_CHARS);
  const out: RequestContext = { ...r };
  if (r.body !== undefined) out.body = cut(r.body);
  if (r.responseBody !== undefined) out.responseBody = cut(r.responseBody);
  return truncated ? { ...out, truncated } : out;
}

/** The page without query or fragment: those can carry tokens (DESIGN.md security rules). */
export function pageUrl(): string {
  return typeof location === 'undefined' ? '' : location.origin + location.pathname;
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
