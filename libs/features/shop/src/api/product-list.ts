import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { ProductSummary } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { shopKeys, type ProductFilter } from '../keys';

/** page(productSummary) of libs/contract/src/shop.ts. */
export interface ProductPage {
  list: ProductSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** Two columns of five rows fill a phone screen and a bit, so the next page loads before the end shows. */
export const PAGE_SIZE = 10;

/** GET /api/shop/products?subApp=&kind=&categoryId=&q=&page=&pageSize= (token optional). */
export function fetchProductPage(
  subApp: SubAppId,
  filter: ProductFilter,
  page: number,
): Promise<ProductPage> {
  const searchParams: Record<string, string | number> = {
    subApp,
    kind: filter.kind,
    page,
    pageSize: PAGE_SIZE,
  };
  if (filter.categoryId) searchParams.categoryId = filter.categoryId;
  if (filter.q) searchParams.q = filter.q;
  return api.app.get<ProductPage>('shop/products', { searchParams });
}

export const productListOptions = (subApp: SubAppId, filter: ProductFilter) =>
  infiniteQueryOptions({
    ...pagedQueryOptions({
      queryKey: shopKeys.list(subApp, filter),
      fetchPage: (page) => fetchProductPage(subApp, filter, page),
    }),
    // Back from a product shows the grid as it was (same pages, same scroll), refreshed quietly at most.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // Typing on in a search keeps the last results on screen until the new ones arrive, not a blank.
    placeholderData: (prev, prevQuery) =>
      filter.q && (prevQuery?.queryKey[3] as ProductFilter | undefined)?.q ? prev : undefined,
  });

export const useProductList = (subApp: SubAppId, filter: ProductFilter) =>
  useInfiniteQuery(productListOptions(subApp, filter));
