import { loadApiConfig } from './configured';
import { ApiNetworkError, ApiTimeoutError } from './errors';

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
  const [{ headersFor, routeHere, REQUEST_TIMEOUT_MS }, cfg] = await Promise.all([
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

  // The same answer rules as every other request (envelope, login code, toasts).
  const { readAnswer } = await import('./envelope');
  const call = { kind, token, opts: { showError: opts.showError }, compact: false, attempts: 1, started: 0 };
  return (await readAnswer(cfg, call, new Response(text || null, { status }))) as T;
}
