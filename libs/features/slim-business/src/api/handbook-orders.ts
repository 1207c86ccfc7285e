import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { HandbookOrderPage, HandbookOrderRequest, Order } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { slimBusinessKeys } from '../keys';

/** POST /api/slim-business/orders?subApp=: a pending store order for the handbooks, paid at the cashier. */
export const orderHandbooks = (subApp: SubAppId, body: HandbookOrderRequest) =>
  api.app.post<Order>('slim-business/orders', body, { searchParams: { subApp } });

/** What is left and my orders change with an order, whatever the answer: the domain is refetched. */
export function useOrderHandbooks(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HandbookOrderRequest) => orderHandbooks(subApp, body),
    onSettled: () => client.invalidateQueries({ queryKey: slimBusinessKeys.all(subApp) }),
  });
}

/** GET /api/slim-business/orders?subApp=&page=&pageSize= (AUTHORIZE_TOKEN): mine, newest first. */
export const fetchHandbookOrders = (subApp: SubAppId, page: number) =>
  api.app.get<HandbookOrderPage>('slim-business/orders', {
    searchParams: { subApp, page, pageSize: 10 },
  });

export const useHandbookOrders = (subApp: SubAppId, enabled: boolean) =>
  useInfiniteQuery({
    ...pagedQueryOptions({
      queryKey: slimBusinessKeys.orders(subApp),
      fetchPage: (page) => fetchHandbookOrders(subApp, page),
    }),
    enabled,
  });
