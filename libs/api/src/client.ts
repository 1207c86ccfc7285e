import { i18n } from '@yoga/i18n';
import { sessionApiBase } from './api-base';
import {
  ApiBusinessError,
  ApiCompactError,
  ApiLoginRequiredError,
  ApiNetworkError,
  ApiResponseError,
  ApiTimeoutError,
  excerptOf,
} from './errors';
import { handleLoginRequired, type ApiEffects, type ClientKind } from './login-required';
import { messages, serviceUnavailable, SILENT_SERVER_MESSAGES } from './messages';
import { noteRequestDuration } from './slow-requests';

export const REQUEST_TIMEOUT_MS = 60_000;
export const SUCCESS_STATE = 1;
export const LOGIN_CODE = { suman: 11, standard: 403 } as const;

export interface ApiConfig {
  /** Base of the standard client (the suman-style client is same-origin). */
  apiBase: string;
  compactKey: string;
  getLocale(): string;
  timeZone?: string;
  auth: { sumanToken(): string | null; token(): string | null };
  effects: ApiEffects;
  fetch?: typeof fetch;
  timeoutMs?: number;
  slowMs?: number;
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

type Json = Record<string, unknown>;

export function createApiClients(cfg: ApiConfig): { suman: ApiClient; standard: ApiClient } {
  const make = (kind: ClientKind): ApiClient => ({
    get: (path, opts) => request(cfg, kind, 'GET', path, undefined, opts ?? {}),
    post: (path, body, opts) => request(cfg, kind, 'POST', path, body, opts ?? {}),
  });
  return { suman: make('suman'), standard: make('standard') };
}

export function headersFor(cfg: ApiConfig, kind: ClientKind, token: string | null): Record<string, string> {
  if (kind === 'suman') return { device: 'h5', ...(token ? { token } : {}) };
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

async function request<T>(
  cfg: ApiConfig,
  kind: ClientKind,
  method: string,
  path: string,
  body: unknown,
  opts: RequestOptions,
): Promise<T> {
  const token = opts.auth === false ? null : kind === 'suman' ? cfg.auth.sumanToken() : cfg.auth.token();
  const headers = headersFor(cfg, kind, token);
  const compact = !!opts.compact && method === 'POST';
  if (compact) headers.compact = 'true';
  // The cipher (crypto-js) is its own chunk: most requests never need it.
  const cipher = compact ? await import('./compact') : null;
  const json = cipher ? { compact: cipher.encryptCompact(body ?? {}, token, cfg.compactKey) } : body;
  const url = urlFor(cfg, kind, path);
  const timeout = cfg.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const started = Date.now();
  const toast = (m: string) => opts.showError !== false && cfg.effects.toast(m);
  let res: Response;
  try {
    res = await send(cfg.fetch ?? fetch, method, url, headers, json, opts.searchParams, timeout);
  } catch (e) {
    noteRequestDuration({ method, url, durationMs: Date.now() - started, status: null }, cfg.slowMs);
    // Transport failures are rejected without handling (spec section 8): the caller decides.
    if (e === TIMED_OUT) throw new ApiTimeoutError(timeout);
    throw new ApiNetworkError(
      `Network error on ${method} ${url.replace(/[?#].*$/s, '')}: ${(e as Error).message}`,
    );
  }
  noteRequestDuration({ method, url, durationMs: Date.now() - started, status: res.status }, cfg.slowMs);
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!parsed || typeof parsed !== 'object') {
    toast(res.ok ? i18n._(messages.unreadableResponse) : serviceUnavailable(res.status));
    throw new ApiResponseError(res.status, excerptOf(text));
  }
  if (typeof (parsed as Json).compact === 'string') {
    try {
      const { decryptCompact } = await import('./compact');
      parsed = decryptCompact((parsed as Json).compact, token, cfg.compactKey);
    } catch (e) {
      toast(i18n._(messages.unreadableResponse));
      throw e instanceof ApiCompactError ? e : new ApiCompactError(String(e));
    }
  }
  const env = parsed as Json;
  const loginCode = LOGIN_CODE[kind];
  const needsLogin = Number(env.code) === loginCode || (kind === 'standard' && res.status === 403);
  if (!('state' in env)) {
    if (kind === 'standard' && res.status === 403) return loginRequired(cfg, kind, opts, env);
    return env as T; // responses without a state field pass through unchanged
  }
  if (env.state === SUCCESS_STATE) return env.data as T;
  if (needsLogin) return loginRequired(cfg, kind, opts, env);
  const serverMsg = typeof env.msg === 'string' ? env.msg.trim() : '';
  if (!SILENT_SERVER_MESSAGES.has(serverMsg)) toast(serverMsg || i18n._(messages.requestFailed));
  throw new ApiBusinessError(
    env.state,
    env.code == null ? null : Number(env.code),
    serverMsg,
    env.data ?? null,
  );
}

const TIMED_OUT = Symbol('timed out');

/**
 * fetch with a JSON body, query parameters and a timeout up to the response headers. Our own, not
 * ky: we used only these four of its features, and ky was 4.4 KB gzipped of every data page's JS.
 */
async function send(
  fetchFn: typeof fetch,
  method: string,
  url: string,
  headers: Record<string, string>,
  json: unknown,
  searchParams: RequestOptions['searchParams'],
  timeout: number,
): Promise<Response> {
  const target = new URL(url);
  for (const [k, v] of Object.entries(searchParams ?? {})) target.searchParams.set(k, String(v));
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => (reject(TIMED_OUT), abort.abort()), timeout);
  });
  const body = json === undefined ? undefined : JSON.stringify(json);
  try {
    return await Promise.race([
      fetchFn(target.toString(), {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body,
        signal: abort.signal,
      }),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function loginRequired(cfg: ApiConfig, kind: ClientKind, opts: RequestOptions, env: Json): never {
  void handleLoginRequired(kind, !!opts.dialog, cfg.effects);
  throw new ApiLoginRequiredError(
    env.state ?? null,
    LOGIN_CODE[kind],
    typeof env.msg === 'string' ? env.msg : '',
  );
}
