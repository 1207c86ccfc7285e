import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import { detectSubApp } from '@yoga/platform';
import { sessionApiBase } from './api-base';
import { ApiError, ApiNetworkError, ApiTimeoutError } from './errors';
import { readAnswer, type Call } from './envelope';
import type { ApiEffects, ClientKind } from './login-required';
import { noteRequestDuration } from './slow-requests';

export { LOGIN_CODE, SUCCESS_STATE } from './envelope';

export const REQUEST_TIMEOUT_MS = 60_000;
/** Answers of a gateway whose upstream was briefly away: worth another try of a read. */
export const GATEWAY_FAULTS = [502, 503, 504];
/** Retries of an idempotent GET after a dropped connection or a gateway fault (3 tries in all). */
export const RETRY_LIMIT = 2;
/** Where the suman-style client finds the standard API's paths: same origin (spec section 7). */
export const SAME_ORIGIN_API = '/api';

export interface ApiConfig {
  /** Base of the standard client (the suman-style client is same-origin). */
  apiBase: string;
  compactKey: string;
  getLocale(): string;
  timeZone?: string;
  /**
   * `token`: the current sub-app's login; `sumanToken`: the suman student's, for the explicit
   * `api.suman` calls (the per-page client uses the page's own sub-app token in either style).
   */
  auth: { sumanToken(): string | null; token(): string | null };
  effects: ApiEffects;
  /** Which client the page's sub-app speaks with; by default the registry's `client` of the current path. */
  clientHere?(): ClientKind;
  fetch?: typeof fetch;
  timeoutMs?: number;
  slowMs?: number;
  /** Wait before retry n (1, 2): 0.3 s, 0.6 s by default. */
  retryDelay?(attempt: number): number;
  /** Resolves relative bases; defaults to the page's origin. */
  origin?: string;
}

export interface RequestOptions {
  /** false: send no token. */
  auth?: boolean;
  /** false: no toast for a rejected request. */
  showError?: boolean;
  /** Encrypt the body and read an encrypted answer (POST only). */
  compact?: boolean;
  /** Ask before leaving for the login page. */
  dialog?: boolean;
  searchParams?: Record<string, string | number | boolean>;
}

export interface ApiClient {
  get<T>(path: string, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
}

export interface ApiClients {
  suman: ApiClient;
  standard: ApiClient;
  /** The client of the sub-app serving the current page (registry `client`), for standard paths. */
  app: ApiClient;
}

/** Where a request goes and how it is signed, once the client is known. */
export interface Route {
  kind: ClientKind;
  url: string;
  token: string | null;
}

const registryClientHere = (): ClientKind =>
  globalThis.location ? (detectSubApp(location.pathname, location.hash)?.client ?? 'standard') : 'standard';

export function createApiClients(cfg: ApiConfig): ApiClients {
  const http = transport(cfg);
  const explicit = (kind: ClientKind) => (path: string, opts: RequestOptions) => ({
    kind,
    url: urlFor(cfg, kind, path),
    token: opts.auth === false ? null : kind === 'suman' ? cfg.auth.sumanToken() : cfg.auth.token(),
  });
  const here = (path: string, opts: RequestOptions) => routeHere(cfg, path, opts.auth !== false);
  const make = (route: (path: string, opts: RequestOptions) => Route): ApiClient => ({
    get: (path, opts = {}) => request(cfg, http, route(path, opts), 'GET', undefined, opts),
    post: (path, body, opts = {}) => request(cfg, http, route(path, opts), 'POST', body, opts),
  });
  return { suman: make(explicit('suman')), standard: make(explicit('standard')), app: make(here) };
}

/**
 * The page's own client for a standard path (relative to the API base): the standard client, or
 * the suman style asking the same path of its own origin under /api, signed with the token of the
 * sub-app serving the page (the coach's under /teacher, the student's under /suman).
 */
export function routeHere(cfg: ApiConfig, path: string, signed = true): Route {
  const kind = (cfg.clientHere ?? registryClientHere)();
  const token = signed ? cfg.auth.token() : null;
  if (kind === 'standard') return { kind, token, url: urlFor(cfg, kind, path) };
  return { kind, token, url: urlFor(cfg, kind, `${SAME_ORIGIN_API}/${path.replace(/^\/+/, '')}`) };
}

export function headersFor(cfg: ApiConfig, kind: ClientKind, token: string | null): Record<string, string> {
  // Language on both: the server words its refusals in the user's language.
  if (kind === 'suman') return { device: 'h5', Language: cfg.getLocale(), ...(token ? { token } : {}) };
  return {
    AppType: 'H5',
    TimeZone: cfg.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    Language: cfg.getLocale(),
    ...(token ? { AUTHORIZE_TOKEN: token } : {}),
  };
}

export function urlFor(cfg: ApiConfig, kind: ClientKind, path: string): string {
  const base = kind === 'suman' ? '' : (sessionApiBase() ?? cfg.apiBase);
  const origin = cfg.origin ?? globalThis.location?.origin ?? 'http://localhost';
  return new URL(base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, ''), origin).toString();
}

// ky copies `context` shallowly per request: the call object itself is shared with the hooks.
const callOf = (o: Options) => (o.context as { call: Call }).call;

/**
 * ky, configured once per configuration: the timeout, retries of idempotent reads, and the hooks
 * that sign each try and read each answer. Gateway faults are thrown (so ky retries a GET) and read
 * when ky gives up; every other answer is read by `afterResponse`, whose refusals are final.
 */
function transport(cfg: ApiConfig): KyInstance {
  return ky.create({
    timeout: cfg.timeoutMs ?? REQUEST_TIMEOUT_MS,
    fetch: cfg.fetch,
    throwHttpErrors: (status) => GATEWAY_FAULTS.includes(status),
    retry: {
      limit: RETRY_LIMIT,
      methods: ['get'],
      statusCodes: GATEWAY_FAULTS,
      // A Retry-After longer than the backoff is not waited for: the screen says it failed instead.
      maxRetryAfter: 2000,
      delay: cfg.retryDelay ?? ((n) => 300 * 2 ** (n - 1)),
      // The envelope's refusals (business errors, login, unreadable bodies) are the server's answer.
      shouldRetry: ({ error }) => (error instanceof ApiError ? false : undefined),
    },
    hooks: {
      beforeRequest: [
        (req, o) => {
          const call = callOf(o);
          call.attempts += 1;
          call.started = Date.now();
          for (const [k, v] of Object.entries(headersFor(cfg, call.kind, call.token))) req.headers.set(k, v);
          if (call.compact) req.headers.set('compact', 'true');
        },
      ],
      afterResponse: [
        async (req, o, res) => {
          const call = callOf(o);
          const durationMs = Date.now() - call.started;
          noteRequestDuration(
            { method: req.method, url: req.url, durationMs, status: res.status },
            cfg.slowMs,
          );
          if (!GATEWAY_FAULTS.includes(res.status)) call.result = { data: await readAnswer(cfg, call, res) };
        },
      ],
    },
  });
}

async function request<T>(
  cfg: ApiConfig,
  http: KyInstance,
  route: Route,
  method: 'GET' | 'POST',
  body: unknown,
  opts: RequestOptions,
): Promise<T> {
  const { kind, url, token } = route;
  const compact = !!opts.compact && method === 'POST';
  const cipher = compact ? await import('./compact') : null;
  const json = cipher ? { compact: cipher.encryptCompact(body ?? {}, token, cfg.compactKey) } : body;
  const call: Call = { kind, token, opts, compact, attempts: 0, started: Date.now() };
  const target = new URL(url);
  // ky replaces a URL's query with `searchParams`: the path's own parameters are kept by merging.
  for (const [k, v] of Object.entries(opts.searchParams ?? {})) target.searchParams.set(k, String(v));
  try {
    await http(target.toString().replace(/\?.*$/s, ''), {
      method,
      json,
      searchParams: target.searchParams,
      context: { call },
    });
  } catch (e) {
    if (e instanceof ApiError) throw withAttempts(e, call);
    // A gateway fault ky gave up on: read as any other answer (a proxy's HTML page, a JSON envelope).
    if (e instanceof HTTPError) {
      try {
        return (await readAnswer(cfg, call, e.response)) as T;
      } catch (read) {
        throw withAttempts(read as Error, call);
      }
    }
    const durationMs = Date.now() - call.started;
    noteRequestDuration({ method, url, durationMs, status: null }, cfg.slowMs);
    // Transport failures are rejected without handling (spec section 8): the caller decides.
    if (e instanceof TimeoutError)
      throw withAttempts(new ApiTimeoutError(cfg.timeoutMs ?? REQUEST_TIMEOUT_MS), call);
    throw withAttempts(
      new ApiNetworkError(
        `Network error on ${method} ${url.replace(/[?#].*$/s, '')}: ${(e as Error).message}`,
      ),
      call,
    );
  }
  return call.result!.data as T;
}

function withAttempts<E extends Error>(e: E, call: Call): E {
  if (e instanceof ApiError) e.attempts = call.attempts;
  return e;
}
