import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. The sub-app is in every key: one app serves a student and a coach
 * sub-app with different tokens over one QueryClient. The buy invalidates through these.
 */
export const flashSaleKeys = {
  all: (subApp: SubAppId) => ['flash-sale', subApp] as const,
  board: (subApp: SubAppId) => [...flashSaleKeys.all(subApp), 'board'] as const,
};
