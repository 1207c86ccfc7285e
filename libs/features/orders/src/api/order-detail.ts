import { queryOptions, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, ApiBusinessError } from '@yoga/api';
import type { Order, OrderPage } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { ordersKeys } from '../keys';

/** GET /api/orders/:orderNo?subApp= (403 signed out; 404 unknown or someone else's). */
export function fetchOrder(subApp: SubAppId, orderNo: string): Promise<Order> {
  // No toast for a missing order: the screen says so in place.
  return api.standard.get<Order>(`orders/${encodeURIComponent(orderNo)}`, {
    searchParams: { subApp },
    showError: false,
  });
}

export const orderOptions = (subApp: SubAppId, orderNo: string) =>
  queryOptions({
    queryKey: ordersKeys.detail(subApp, orderNo),
    queryFn: () => fetchOrder(subApp, orderNo),
    enabled: orderNo !== '',
    // An order changes elsewhere too (the cashier): read it fresh each time the detail opens.
    staleTime: 0,
    retry: (n, e) => n < 1 && !(e instanceof ApiBusinessError && (e.code === 403 || e.code === 404)),
  });

/** The detail, shown at once from the list's copy of the order while the fresh one loads. */
export function useOrder(subApp: SubAppId, orderNo: string) {
  const client = useQueryClient();
  return useQuery({
    ...orderOptions(subApp, orderNo),
    placeholderData: () => {
      const lists = client.getQueriesData<InfiniteData<OrderPage>>({ queryKey: ordersKeys.lists(subApp) });
      for (const [, data] of lists)
        for (const p of data?.pages ?? []) {
          const hit = p.list.find((o) => o.orderNo === orderNo);
          if (hit) return hit;
        }
      return undefined;
    },
  });
}
