import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiBusinessError } from '@yoga/api';
import type { ProductDetail } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { shopKeys } from '../keys';

/** GET /api/shop/products/:spuId?subApp= (token optional: with it, isMember is the caller's). */
export function fetchProductDetail(subApp: SubAppId, spuId: number): Promise<ProductDetail> {
  // A missing product is the screen's own not-found state, not a toast.
  return api.standard.get<ProductDetail>(`shop/products/${spuId}`, {
    searchParams: { subApp },
    showError: false,
  });
}

/** The server's refusal (not found) is its answer; only a failed transport is worth a retry. */
const retryTransport = (n: number, e: Error) => !(e instanceof ApiBusinessError) && n < 1;

export const productDetailOptions = (subApp: SubAppId, spuId: number) =>
  queryOptions({
    queryKey: shopKeys.detail(subApp, spuId),
    queryFn: () => fetchProductDetail(subApp, spuId),
    retry: retryTransport,
  });

/** spuId null (missing or malformed in the URL): nothing to ask, the screen shows not-found. */
export const useProductDetail = (subApp: SubAppId, spuId: number | null) =>
  useQuery({ ...productDetailOptions(subApp, spuId ?? 0), enabled: spuId !== null });
