import { i18n } from '@yoga/i18n';
import { loadApiConfig } from './configured';
import {
  ApiBusinessError,
  ApiLoginRequiredError,
  ApiNetworkError,
  ApiResponseError,
  ApiTimeoutError,
  excerptOf,
} from './errors';
import { handleLoginRequired } from './login-required';
import { messages, serviceUnavailable, SILENT_SERVER_MESSAGES } from './messages';

export interface UploadOptions {
  searchParams?: Record<string, string | number>;
  /** The multipart field name; `file` by default. */
  field?: string;
  /** 0..1 as the bytes leave the device. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** false: no toast for a rejected upload (the screen says why itself). */
  showError?: boolean;
}

/**
 * POST one file as multipart/form-data with the page's client's headers and envelope rules (its
 * login code starts the login flow; a non-1 state is rejected and toasted). XMLHttpRequest, not fetch: only it reports upload progress everywhere.
 */
export async function uploadFile<T>(path: string, file: Blob, opts: UploadOptions = {}): Promise<T> {
  // The client module stays a chunk of its own, loaded with the first request as elsewhere.
  const [{ headersFor, routeHere, LOGIN_CODE, REQUEST_TIMEOUT_MS, SUCCESS_STATE }, cfg] = await Promise.all([
    import('./client'),
    loadApiConfig(),
  ]);
  // The page's own client, as for every other request of the screen.
  const { kind, token, url: target } = routeHere(cfg, path);
  const headers = headersFor(cfg, kind, token);
  const url = new URL(target);
  for (const [k, v] of Object.entries(opts.searchParams ?? {})) url.searchParams.set(k, String(v));
  const form = new FormData();
  form.append(opts.field ?? 'file', file, file instanceof File ? file.name : 'upload');
  const toast = (m: string) => opts.showError !== false && cfg.effects.toast(m);
  const timeout = cfg.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url.toString());
    xhr.timeout = timeout;
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(e.loaded / e.total);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiNetworkError(`Network error on POST ${url.pathname}`));
    xhr.ontimeout = () => reject(new ApiTimeoutError(timeout));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });

  let env: Record<string, unknown> | null = null;
  try {
    env = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    env = null;
  }
  if (!env || typeof env !== 'object') {
    toast(status < 300 ? i18n._(messages.unreadableResponse) : serviceUnavailable(status));
    throw new ApiResponseError(status, excerptOf(text));
  }
  if (env.state === SUCCESS_STATE) return env.data as T;
  if (Number(env.code) === LOGIN_CODE[kind] || (kind === 'standard' && status === 403)) {
    void handleLoginRequired(kind, false, cfg.effects);
    throw new ApiLoginRequiredError(env.state ?? null, LOGIN_CODE[kind], String(env.msg ?? ''));
  }
  const serverMsg = typeof env.msg === 'string' ? env.msg.trim() : '';
  if (!SILENT_SERVER_MESSAGES.has(serverMsg)) toast(serverMsg || i18n._(messages.requestFailed));
  throw new ApiBusinessError(
    env.state,
    env.code == null ? null : Number(env.code),
    serverMsg,
    env.data ?? null,
  );
}
