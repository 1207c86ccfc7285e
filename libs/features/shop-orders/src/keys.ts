import type { SubAppId } from '@yoga/platform';

/**
 * The query keys of what only the after-sale screens show: shipments. The store orders themselves
 * (the record's lists, one order) are keyed by `storeOrderKeys` of @yoga/data-access-store-orders,
 * shared with the shop and the cashier. The sub-app is in every key: one app serves a student and a
 * coach sub-app with different tokens over one QueryClient.
 */
export const shopOrdersKeys = {
  all: (subApp: SubAppId) => ['shop-orders', subApp] as const,
  shipment: (subApp: SubAppId, id: number) => [...shopOrdersKeys.all(subApp), 'shipment', id] as const,
};
