import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { OrderStatus } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { courseOrderKeys } from '../keys';

export const POLL_MS = 2000;

/** GET /api/orders/:orderNo/status?subApp=: what the cashier polls while the user pays. */
export function fetchOrderStatus(subApp: SubAppId, orderNo: string): Promise<OrderStatus> {
  return api.app.get<OrderStatus>(`orders/${encodeURIComponent(orderNo)}/status`, {
    searchParams: { subApp },
    showError: false,
  });
}

/**
 * Polled every 2 s while pending, never cached as fresh: the state is the server's alone, so a user
 * who closed the tab mid-payment sees the truth when they come back.
 */
export const orderStatusOptions = (subApp: SubAppId, orderNo: string) =>
  queryOptions({
    queryKey: courseOrderKeys.status(subApp, orderNo),
    queryFn: () => fetchOrderStatus(subApp, orderNo),
    staleTime: 0,
    enabled: orderNo !== '',
    refetchInterval: (q) => (q.state.data?.state === 'pending' ? POLL_MS : false),
  });

export const useOrderStatus = (subApp: SubAppId, orderNo: string) =>
  useQuery(orderStatusOptions(subApp, orderNo));
