import type { OrderKind } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

/**
 * Every query key of the orders domain. The sub-app is in every key: one app serves a student and a
 * coach sub-app with different tokens over one QueryClient. Mutations invalidate through these.
 */
export const ordersKeys = {
  all: (subApp: SubAppId) => ['orders', subApp] as const,
  lists: (subApp: SubAppId) => [...ordersKeys.all(subApp), 'list'] as const,
  list: (subApp: SubAppId, kind: OrderKind) => [...ordersKeys.lists(subApp), kind] as const,
  detail: (subApp: SubAppId, orderNo: string) => [...ordersKeys.all(subApp), 'detail', orderNo] as const,
  evaluation: (subApp: SubAppId, orderNo: string) =>
    [...ordersKeys.all(subApp), 'evaluation', orderNo] as const,
};
