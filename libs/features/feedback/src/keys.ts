import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of feedback tickets. The sub-app is in every key: one app serves a student and a
 * coach sub-app with different tokens over one QueryClient. Mutations invalidate through these.
 */
export const feedbackKeys = {
  all: (subApp: SubAppId) => ['feedback', subApp] as const,
  categories: (subApp: SubAppId) => [...feedbackKeys.all(subApp), 'categories'] as const,
  lists: (subApp: SubAppId) => [...feedbackKeys.all(subApp), 'list'] as const,
  detail: (subApp: SubAppId, id: number) => [...feedbackKeys.all(subApp), 'detail', id] as const,
};
