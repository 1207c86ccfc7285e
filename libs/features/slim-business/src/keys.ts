import type { SubAppId } from '@yoga/platform';

/** Every query key of this domain (the sub-app in each: one QueryClient serves every sub-app). */
export const slimBusinessKeys = {
  all: (subApp: SubAppId) => ['slim-business', subApp] as const,
  course: (subApp: SubAppId, id: number) => [...slimBusinessKeys.all(subApp), 'course', id] as const,
  orders: (subApp: SubAppId) => [...slimBusinessKeys.all(subApp), 'orders'] as const,
  stats: (subApp: SubAppId, id: number, sku: number | null) =>
    [...slimBusinessKeys.all(subApp), 'stats', id, sku ?? 'all'] as const,
  exam: (subApp: SubAppId, id: number) => [...slimBusinessKeys.all(subApp), 'exam', id] as const,
  signing: (teacherId: number) => ['slim-business', 'signing', teacherId] as const,
};
