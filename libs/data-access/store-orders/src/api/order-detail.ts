import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiBusinessError } from '@yoga/api';
import type { StoreOrder } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { storeOrderKeys } from '../keys';

/** GET /api/shop/orders/:orderNo?subApp= (AUTHORIZE_TOKEN; 404 when not the caller's). */
export function fetchStoreOrder(subApp: SubAppId, orderNo: string): Promise<StoreOrder> {
  // The screens show a failure as a page state of their own, not a toast on top of it.
  return api.standard.get<StoreOrder>(`shop/orders/${encodeURIComponent(orderNo)}`, {
    searchParams: { subApp },
    showError: false,
  });
}

/**
 * A refusal (not found, not yours: 404, 4307) will not change on a second try; a network failure or
 * a busy server (5xx) may, so those get the app's one retry.
 */
export const retryUnlessRefused = (count: number, e: unknown) => {
  const code = e instanceof ApiBusinessError ? e.code : null;
  const refused = code !== null && !(code >= 500 && code < 600);
  return !refused && count < 1;
};

export const storeOrderOptions = (subApp: SubAppId, orderNo: string, enabled = true) =>
  queryOptions({
    queryKey: storeOrderKeys.detail(subApp, orderNo),
    queryFn: () => fetchStoreOrder(subApp, orderNo),
    retry: retryUnlessRefused,
    enabled: enabled && orderNo !== '',
  });

export const useStoreOrder = (subApp: SubAppId, orderNo: string, enabled = true) =>
  useQuery(storeOrderOptions(subApp, orderNo, enabled));
