import { queryOptions, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Order, OrderPage } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { courseOrderKeys } from '../keys';

/** GET /api/orders/:orderNo?subApp= (403 signed out; 404 unknown or someone else's). */
export function fetchOrder(subApp: SubAppId, orderNo: string): Promise<Order> {
  // No toast for a missing order: the screens say so in place.
  return api.app.get<Order>(`orders/${encodeURIComponent(orderNo)}`, {
    searchParams: { subApp },
    showError: false,
  });
}

export const orderOptions = (subApp: SubAppId, orderNo: string) =>
  queryOptions({
    queryKey: courseOrderKeys.detail(subApp, orderNo),
    queryFn: () => fetchOrder(subApp, orderNo),
    enabled: orderNo !== '',
    // An order changes elsewhere too (the cashier, another tab): read it fresh each time it opens.
    staleTime: 0,
  });

/** The order, shown at once from a list's copy of it while the fresh one loads. */
export function useOrder(subApp: SubAppId, orderNo: string) {
  const client = useQueryClient();
  return useQuery({
    ...orderOptions(subApp, orderNo),
    placeholderData: () => {
      const lists = client.getQueriesData<InfiniteData<OrderPage>>({
        queryKey: courseOrderKeys.lists(subApp),
      });
      for (const [, data] of lists)
        for (const p of data?.pages ?? []) {
          const hit = p.list.find((o) => o.orderNo === orderNo);
          if (hit) return hit;
        }
      return undefined;
    },
  });
}
