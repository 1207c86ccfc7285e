import type { StoreOrderStatus } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

/** A list's filter: '' is every order, the rest one status. */
export type StoreOrderFilter = StoreOrderStatus | '';

/**
 * The one key factory of store orders (GET /api/shop/orders...), whichever screen shows them: the
 * purchase record, a review, the shop's result page. Keyed by resource, not by screen, so a change
 * made on one screen (cancel, pay, confirm receipt, review) reaches every other. The sub-app is in
 * every key: one app serves a student and a coach sub-app with different tokens over one QueryClient.
 */
export const storeOrderKeys = {
  all: (subApp: SubAppId) => ['store-orders', subApp] as const,
  lists: (subApp: SubAppId) => [...storeOrderKeys.all(subApp), 'list'] as const,
  list: (subApp: SubAppId, status: StoreOrderFilter) => [...storeOrderKeys.lists(subApp), status] as const,
  details: (subApp: SubAppId) => [...storeOrderKeys.all(subApp), 'detail'] as const,
  detail: (subApp: SubAppId, orderNo: string) => [...storeOrderKeys.details(subApp), orderNo] as const,
};
