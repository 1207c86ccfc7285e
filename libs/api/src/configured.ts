import type { ApiClient, ApiClients, ApiConfig, RequestOptions } from './client';

type Clients = ApiClients;
type ConfigSource = () => ApiConfig | Promise<ApiConfig>;

let source: ConfigSource | null = null;
let clients: Promise<Clients> | null = null;

/**
 * Called once by the app shell at start (and by the test kit): where the clients get their base,
 * tokens and effects. The clients themselves (transport, envelope handling) load on the first request, so
 * a screen that has not called anything yet does not carry them.
 */
export function configureApi(next: ConfigSource): void {
  source = next;
  clients = null;
}

function load(): Promise<Clients> {
  if (!source)
    return Promise.reject(new Error('The request layer is not configured: call configureApi() at start.'));
  const from = source;
  clients ??= Promise.all([import('./client'), from()]).then(([m, cfg]) => m.createApiClients(cfg));
  return clients;
}

/** The configuration the clients were built from, for the upload client (same headers, base, effects). */
export function loadApiConfig(): Promise<ApiConfig> {
  if (!source)
    return Promise.reject(new Error('The request layer is not configured: call configureApi() at start.'));
  return Promise.resolve(source());
}

const lazyClient = (kind: keyof Clients): ApiClient => ({
  get: <T>(path: string, opts?: RequestOptions) => load().then((c) => c[kind].get<T>(path, opts)),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    load().then((c) => c[kind].post<T>(path, body, opts)),
});

/**
 * The product's request clients (spec section 7). Endpoint files use `api.app`: the client the
 * registry gives the sub-app serving the page (`client` in libs/platform), so a screen shared by
 * several apps speaks suman style under /suman and /teacher and standard elsewhere. `suman` and
 * `standard` name one client whatever the page, for the few calls that must.
 */
export const api: Clients = {
  app: lazyClient('app'),
  suman: lazyClient('suman'),
  standard: lazyClient('standard'),
};
