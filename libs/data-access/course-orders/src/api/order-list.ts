import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { OrderKind, OrderPage } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { courseOrderKeys } from '../keys';

export const PAGE_SIZE = 10;

/** GET /api/orders?subApp=&kind=&page=&pageSize= (AUTHORIZE_TOKEN; 403 when signed out). */
export function fetchOrderPage(subApp: SubAppId, kind: OrderKind, page: number): Promise<OrderPage> {
  return api.app.get<OrderPage>('orders', { searchParams: { subApp, kind, page, pageSize: PAGE_SIZE } });
}

export const orderListOptions = (subApp: SubAppId, kind: OrderKind) =>
  infiniteQueryOptions({
    ...pagedQueryOptions({
      queryKey: courseOrderKeys.list(subApp, kind),
      fetchPage: (page) => fetchOrderPage(subApp, kind, page),
    }),
    // The list is kept alive behind the detail: coming back must show it as it was, refreshed quietly
    // in the background at most, never blanked. Each tab keeps its own cached pages.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

export const useOrderList = (subApp: SubAppId, kind: OrderKind) =>
  useInfiniteQuery(orderListOptions(subApp, kind));
