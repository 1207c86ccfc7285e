import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { StoreOrder } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { storeOrderKeys } from '../keys';

/** GET /api/shop/orders/:orderNo?subApp= (AUTHORIZE_TOKEN; 404 when not the caller's). */
export function fetchStoreOrder(subApp: SubAppId, orderNo: string): Promise<StoreOrder> {
  // The screens show a failure as a page state of their own, not a toast on top of it.
  return api.app.get<StoreOrder>(`shop/orders/${encodeURIComponent(orderNo)}`, {
    searchParams: { subApp },
    showError: false,
  });
}

export const storeOrderOptions = (subApp: SubAppId, orderNo: string, enabled = true) =>
  queryOptions({
    queryKey: storeOrderKeys.detail(subApp, orderNo),
    queryFn: () => fetchStoreOrder(subApp, orderNo),
    enabled: enabled && orderNo !== '',
  });

export const useStoreOrder = (subApp: SubAppId, orderNo: string, enabled = true) =>
  useQuery(storeOrderOptions(subApp, orderNo, enabled));
