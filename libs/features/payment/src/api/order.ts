import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Order } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { paymentKeys } from '../keys';
import { retryRead } from './errors';

/** GET /api/orders/:orderNo?subApp= (AUTHORIZE_TOKEN; 403 signed out, 404 unknown). */
export function fetchOrder(subApp: SubAppId, orderNo: string): Promise<Order> {
  // No toast for a missing order: the screen says so in place.
  return api.standard.get<Order>(`orders/${encodeURIComponent(orderNo)}`, {
    searchParams: { subApp },
    showError: false,
  });
}

export const orderOptions = (subApp: SubAppId, orderNo: string) =>
  queryOptions({
    queryKey: paymentKeys.order(subApp, orderNo),
    queryFn: () => fetchOrder(subApp, orderNo),
    retry: retryRead,
    enabled: orderNo !== '',
  });

export const useOrder = (subApp: SubAppId, orderNo: string) => useQuery(orderOptions(subApp, orderNo));
