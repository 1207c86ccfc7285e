import { QueryClient } from '@tanstack/react-query';

/**
 * Server data of every screen, as production runs it (the test kit renders with the same rules):
 * one retry for reads, mutations never retried behind the user's back.
 */
export const queryClientDefaults = {
  queries: { retry: 1, staleTime: 30_000 },
  mutations: { retry: 0 },
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults });
}
