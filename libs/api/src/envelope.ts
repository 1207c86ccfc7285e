import { i18n } from '@yoga/i18n';
import type { ApiConfig, RequestOptions } from './client';
import {
  ApiBusinessError,
  ApiCompactError,
  ApiLoginRequiredError,
  ApiResponseError,
  excerptOf,
} from './errors';
import { handleLoginRequired, type ClientKind } from './login-required';
import { messages, serviceUnavailable, SILENT_SERVER_MESSAGES } from './messages';

export const SUCCESS_STATE = 1;
export const LOGIN_CODE = { suman: 11, standard: 403 } as const;

/** One request as the hooks see it: who asks, how, and (once read) what the server said. */
export interface Call {
  kind: ClientKind;
  token: string | null;
  opts: RequestOptions;
  compact: boolean;
  /** Tries so far, the first included (the transport retries idempotent reads). */
  attempts: number;
  started: number;
  result?: { data: unknown };
}

type Json = Record<string, unknown>;

/**
 * The product's answer rules (spec sections 4 and 8), applied to one HTTP answer: the data of a
 * state-1 envelope, a body without state as it is, else a rejection with its toast and, for the
 * client's login code, the login flow.
 */
export async function readAnswer(cfg: ApiConfig, call: Call, res: Response): Promise<unknown> {
  const { kind, opts, token } = call;
  const toast = (m: string) => opts.showError !== false && cfg.effects.toast(m);
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
      // The cipher (crypto-js) is its own chunk: most requests never need it.
      const { decryptCompact } = await import('./compact');
      parsed = decryptCompact((parsed as Json).compact, token, cfg.compactKey);
    } catch (e) {
      toast(i18n._(messages.unreadableResponse));
      throw e instanceof ApiCompactError ? e : new ApiCompactError(String(e));
    }
  }
  const env = parsed as Json;
  const loginStatus = kind === 'standard' && res.status === 403;
  if (!('state' in env)) {
    if (loginStatus) return loginRequired(cfg, kind, opts, env);
    return env; // responses without a state field pass through unchanged
  }
  if (env.state === SUCCESS_STATE) return env.data;
  if (Number(env.code) === LOGIN_CODE[kind] || loginStatus) return loginRequired(cfg, kind, opts, env);
  const serverMsg = typeof env.msg === 'string' ? env.msg.trim() : '';
  if (!SILENT_SERVER_MESSAGES.has(serverMsg)) toast(serverMsg || i18n._(messages.requestFailed));
  throw new ApiBusinessError(
    env.state,
    env.code == null ? null : Number(env.code),
    serverMsg,
    env.data ?? null,
  );
}

function loginRequired(cfg: ApiConfig, kind: ClientKind, opts: RequestOptions, env: Json): never {
  void handleLoginRequired(kind, !!opts.dialog, cfg.effects);
  throw new ApiLoginRequiredError(
    env.state ?? null,
    LOGIN_CODE[kind],
    typeof env.msg === 'string' ? env.msg : '',
  );
}
