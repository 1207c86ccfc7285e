import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of the invoice domain. The sub-app is in every key: one app serves a student and a
 * coach sub-app with different tokens over one QueryClient. A request invalidates `all`.
 */
export const invoiceKeys = {
  all: (subApp: SubAppId) => ['invoice', subApp] as const,
  orders: (subApp: SubAppId) => [...invoiceKeys.all(subApp), 'orders'] as const,
  chosen: (subApp: SubAppId, orderNos: readonly string[]) =>
    [...invoiceKeys.orders(subApp), 'chosen', [...orderNos].sort().join()] as const,
  records: (subApp: SubAppId) => [...invoiceKeys.all(subApp), 'records'] as const,
  statuses: (subApp: SubAppId) => [...invoiceKeys.records(subApp), 'statuses'] as const,
};
