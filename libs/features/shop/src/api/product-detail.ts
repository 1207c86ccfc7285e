import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { ProductDetail } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { shopKeys } from '../keys';

/** GET /api/shop/products/:spuId?subApp= (token optional: with it, isMember is the caller's). */
export function fetchProductDetail(subApp: SubAppId, spuId: number): Promise<ProductDetail> {
  // A missing product is the screen's own not-found state, not a toast.
  return api.app.get<ProductDetail>(`shop/products/${spuId}`, {
    searchParams: { subApp },
    showError: false,
  });
}

export const productDetailOptions = (subApp: SubAppId, spuId: number) =>
  queryOptions({
    queryKey: shopKeys.detail(subApp, spuId),
    queryFn: () => fetchProductDetail(subApp, spuId),
  });

/** spuId null (missing or malformed in the URL): nothing to ask, the screen shows not-found. */
export const useProductDetail = (subApp: SubAppId, spuId: number | null) =>
  useQuery({ ...productDetailOptions(subApp, spuId ?? 0), enabled: spuId !== null });
