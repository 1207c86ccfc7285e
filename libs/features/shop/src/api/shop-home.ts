import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { ProductKind, ShopHome } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { shopKeys } from '../keys';

/** GET /api/shop/home?subApp=&kind= (token optional): banners and categories of one kind of goods. */
export function fetchShopHome(subApp: SubAppId, kind: ProductKind): Promise<ShopHome> {
  return api.app.get<ShopHome>('shop/home', { searchParams: { subApp, kind } });
}

export const shopHomeOptions = (subApp: SubAppId, kind: ProductKind) =>
  queryOptions({
    queryKey: shopKeys.home(subApp, kind),
    queryFn: () => fetchShopHome(subApp, kind),
    // Banners and categories change a few times a day; coming back from a product keeps them as they were.
    staleTime: 5 * 60_000,
  });

export const useShopHome = (subApp: SubAppId, kind: ProductKind) => useQuery(shopHomeOptions(subApp, kind));
