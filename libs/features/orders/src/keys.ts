import type { SubAppId } from '@yoga/platform';

/**
 * The query keys of what only this domain shows: a course order's evaluation. The orders themselves
 * (list, detail) are keyed by `courseOrderKeys` of @yoga/data-access-course-orders, shared with the
 * cashier. The sub-app is in every key: one app serves a student and a coach sub-app with different
 * tokens over one QueryClient.
 */
export const ordersKeys = {
  all: (subApp: SubAppId) => ['orders', subApp] as const,
  evaluation: (subApp: SubAppId, orderNo: string) =>
    [...ordersKeys.all(subApp), 'evaluation', orderNo] as const,
};
