import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { guardFailure, guardShape } from './shape-guard';
import type { ApiBusinessError, ApiError, ApiResponseError } from './errors';

const isServerFault = (status: number | null) => status !== null && status >= 500 && status < 600;

/**
 * Whether a failed read is worth one more try. A business refusal (envelope state not 1: not
 * found, not yours, signed out…) or an HTTP 4xx is the server's final answer: asking again only
 * delays the screen's error or not-found state. Transport failures and server faults (HTTP 5xx, or
 * an envelope whose code is a 5xx: "service busy") may pass on a second try.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  // The transport already retried this read with backoff (a dropped connection, a gateway fault):
  // one more round here would multiply its tries (3 x 2), not add one.
  if (((error as ApiError | null)?.attempts ?? 1) > 1) return false;
  // By name rather than instanceof: the error classes stay out of every first screen's entry chunk.
  const name = (error as Error | null)?.name;
  // The same answer would come again, and be reported again.
  if (name === 'ApiShapeError') return false;
  if (name === 'ApiBusinessError') return isServerFault((error as ApiBusinessError).code);
  if (name === 'ApiResponseError') {
    const { status } = error as ApiResponseError;
    return !(status >= 400 && status < 500);
  }
  return true;
}

/**
 * Server data of every screen, as production runs it (the test kit renders with the same rules):
 * one retry for reads that may succeed next time, mutations never retried behind the user's back.
 * Queries should not override `retry` to say the same again.
 */
export const queryClientDefaults = {
  queries: {
    retry: shouldRetryRead,
    staleTime: 30_000,
    // Back online, what failed is asked again even when older data is still fresh.
    refetchOnReconnect: (q: { state: { status: string } }) => (q.state.status === 'error' ? 'always' : true),
  },
  mutations: { retry: 0 },
} as const;

const guarded = new WeakMap<QueryFunction, QueryFunction>();

function guard(fn: QueryFunction): QueryFunction {
  let g = guarded.get(fn);
  if (!g) {
    g = (ctx) =>
      Promise.resolve()
        .then(() => fn(ctx))
        .then(
          (d) => guardShape(d, JSON.stringify(ctx.queryKey)),
          (e: unknown) => guardFailure(e, JSON.stringify(ctx.queryKey)),
        );
    guarded.set(fn, g);
  }
  return g;
}

/**
 * Every query's answer passes the shape guard (shape-guard.ts) on its way in, whatever its endpoint
 * module says. Here, not in the request layer: mutations (whose answers may be null) are untouched,
 * the transport stays the transport, and no screen receives data it cannot show.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: queryClientDefaults });
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const o = defaults(options);
    if (typeof o.queryFn === 'function') o.queryFn = guard(o.queryFn as QueryFunction) as typeof o.queryFn;
    return o;
  }) as typeof client.defaultQueryOptions;
  return client;
}
