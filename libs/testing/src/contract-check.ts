import { z } from 'zod';
import { endpoints, type Endpoint } from '@yoga/contract';

/**
 * Every answer a test's MSW handlers give is held to the contract the stand-in validates with
 * (libs/contract): a fixture that drifts from the real shape (a renamed field, a number sent as a
 * string) fails the test that served it instead of passing against a screen the server would break.
 */

interface Route {
  method: string;
  pattern: RegExp;
  /** Path parameters; a literal segment wins over a parameter (`/orders/summary` over `/orders/:no`). */
  params: number;
  endpoint: Endpoint;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const routes: Route[] = endpoints
  .map((endpoint) => {
    const [path = ''] = endpoint.path.split('?');
    const segments = path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)));
    return {
      method: endpoint.method,
      pattern: new RegExp(`^${segments.join('/')}$`),
      params: (path.match(/\/:/g) ?? []).length,
      endpoint,
    };
  })
  .sort((a, b) => a.params - b.params);

/** The contract's endpoint a request is for, or undefined when the contract has none. */
export function endpointOf(method: string, url: string): Endpoint | undefined {
  const { pathname } = new URL(url);
  return routes.find((r) => r.method === method && r.pattern.test(pathname))?.endpoint;
}

/**
 * What is wrong with one mocked answer, or null when it keeps the contract: a success (`state` 1)
 * must be for an endpoint of the contract and its `data` must parse with that endpoint's schema.
 * Refusals carry no data; answers that are not JSON (a file, an image) are not the envelope's.
 */
export async function contractProblem(request: Request, response: Response): Promise<string | null> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith('/api/')) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  const body: unknown = await response.clone().json();
  if (!body || typeof body !== 'object' || (body as { state?: unknown }).state !== 1) return null;
  const where = `${request.method} ${pathname}`;
  const endpoint = endpointOf(request.method, request.url);
  if (!endpoint) return `${where}: no endpoint of the contract answers this`;
  if (!endpoint.response) return null;
  const parsed = endpoint.response.safeParse((body as { data: unknown }).data);
  return parsed.success ? null : `${where} (${endpoint.path}):\n${z.prettifyError(parsed.error)}`;
}
