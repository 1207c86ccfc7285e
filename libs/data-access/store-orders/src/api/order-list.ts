import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { StoreOrderPage } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { storeOrderKeys, type StoreOrderFilter } from '../keys';

export const PAGE_SIZE = 10;

/** GET /api/shop/orders?subApp=&status=&page=&pageSize= (AUTHORIZE_TOKEN; 403 when signed out). */
export function fetchStoreOrderPage(
  subApp: SubAppId,
  status: StoreOrderFilter,
  page: number,
): Promise<StoreOrderPage> {
  const searchParams: Record<string, string | number> = { subApp, page, pageSize: PAGE_SIZE };
  if (status) searchParams.status = status;
  return api.app.get<StoreOrderPage>('shop/orders', { searchParams });
}

export const storeOrderListOptions = (subApp: SubAppId, status: StoreOrderFilter) =>
  infiniteQueryOptions({
    ...pagedQueryOptions({
      queryKey: storeOrderKeys.list(subApp, status),
      fetchPage: (page) => fetchStoreOrderPage(subApp, status, page),
    }),
    // Back from a shipment or the cashier shows the list as it was (scroll restored over it), not a
    // skeleton; each tab keeps its own pages.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

export const useStoreOrderList = (subApp: SubAppId, status: StoreOrderFilter) =>
  useInfiniteQuery(storeOrderListOptions(subApp, status));
