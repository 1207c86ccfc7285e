import type { SubAppId } from '@yoga/platform';
import type { RecordStatus } from './status';

/**
 * Every query key of the after-sale screens. The sub-app is in every key: one app serves a student
 * and a coach sub-app with different tokens over one QueryClient. Mutations invalidate through these.
 */
export const shopOrdersKeys = {
  all: (subApp: SubAppId) => ['shop-orders', subApp] as const,
  lists: (subApp: SubAppId) => [...shopOrdersKeys.all(subApp), 'list'] as const,
  list: (subApp: SubAppId, status: RecordStatus) => [...shopOrdersKeys.lists(subApp), status] as const,
  order: (subApp: SubAppId, orderNo: string) => [...shopOrdersKeys.all(subApp), 'order', orderNo] as const,
  shipment: (subApp: SubAppId, id: number) => [...shopOrdersKeys.all(subApp), 'shipment', id] as const,
};
