import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of this domain. The sub-app is in every key: one app serves a student and a coach
 * sub-app with different tokens over one QueryClient. Mutations invalidate through these.
 */
export const coachPromoteKeys = {
  all: (subApp: SubAppId) => ['coach-promote', subApp] as const,
  distribution: (subApp: SubAppId) => [...coachPromoteKeys.all(subApp), 'distribution'] as const,
  kit: (subApp: SubAppId) => [...coachPromoteKeys.all(subApp), 'kit'] as const,
  sample: (subApp: SubAppId, spuId: number) => [...coachPromoteKeys.all(subApp), 'sample', spuId] as const,
  reviews: (subApp: SubAppId) => [...coachPromoteKeys.all(subApp), 'reviews'] as const,
  shipments: (subApp: SubAppId) => [...coachPromoteKeys.all(subApp), 'shipments'] as const,
};
