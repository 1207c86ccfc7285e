import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. The sub-app is in every key: one app serves a student and a coach
 * sub-app with different tokens over one QueryClient. Mutations invalidate through these.
 */
export const lotteryKeys = {
  all: (subApp: SubAppId) => ['lottery', subApp] as const,
  /** Every list, whatever its filter. */
  lists: (subApp: SubAppId) => [...lotteryKeys.all(subApp), 'list'] as const,
  list: (subApp: SubAppId, filter: Record<string, string> = {}) =>
    [...lotteryKeys.lists(subApp), filter] as const,
  detail: (subApp: SubAppId, id: number) => [...lotteryKeys.all(subApp), 'detail', id] as const,
};
