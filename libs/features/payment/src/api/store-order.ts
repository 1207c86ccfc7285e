import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { StoreOrder } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { paymentKeys } from '../keys';
import { retryRead } from './errors';

/** GET /api/shop/orders/:orderNo?subApp=: a store order's items and shipping address (contract shop.ts). */
export function fetchStoreOrder(subApp: SubAppId, orderNo: string): Promise<StoreOrder> {
  return api.standard.get<StoreOrder>(`shop/orders/${encodeURIComponent(orderNo)}`, {
    searchParams: { subApp },
    showError: false,
  });
}

export const storeOrderOptions = (subApp: SubAppId, orderNo: string, enabled = true) =>
  queryOptions({
    queryKey: paymentKeys.storeOrder(subApp, orderNo),
    queryFn: () => fetchStoreOrder(subApp, orderNo),
    retry: retryRead,
    enabled: enabled && orderNo !== '',
  });

export const useStoreOrder = (subApp: SubAppId, orderNo: string, enabled = true) =>
  useQuery(storeOrderOptions(subApp, orderNo, enabled));
