import type { OrderKind } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

/**
 * The one key factory of the backbone orders (GET/POST /api/orders...), whichever screen shows them:
 * the order list and detail, the cashier and its result pages. Keyed by resource, not by screen, so
 * a change made on one screen (cancel, pay, evaluate) reaches every other. The sub-app is in every
 * key: one app serves a student and a coach sub-app with different tokens over one QueryClient.
 */
export const courseOrderKeys = {
  all: (subApp: SubAppId) => ['course-orders', subApp] as const,
  lists: (subApp: SubAppId) => [...courseOrderKeys.all(subApp), 'list'] as const,
  list: (subApp: SubAppId, kind: OrderKind) => [...courseOrderKeys.lists(subApp), kind] as const,
  details: (subApp: SubAppId) => [...courseOrderKeys.all(subApp), 'detail'] as const,
  detail: (subApp: SubAppId, orderNo: string) => [...courseOrderKeys.details(subApp), orderNo] as const,
  /** What the cashier polls; under the detail so a change to the order refreshes it too. */
  status: (subApp: SubAppId, orderNo: string) =>
    [...courseOrderKeys.detail(subApp, orderNo), 'status'] as const,
};
