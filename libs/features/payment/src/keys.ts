import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of the payment domain. The sub-app is in every key: one app serves a student and
 * a coach sub-app with different tokens over one QueryClient. Mutations invalidate through these.
 */
export const paymentKeys = {
  all: (subApp: SubAppId) => ['payment', subApp] as const,
  order: (subApp: SubAppId, orderNo: string) => [...paymentKeys.all(subApp), 'order', orderNo] as const,
  status: (subApp: SubAppId, orderNo: string) => [...paymentKeys.all(subApp), 'status', orderNo] as const,
  storeOrder: (subApp: SubAppId, orderNo: string) =>
    [...paymentKeys.all(subApp), 'store-order', orderNo] as const,
};
