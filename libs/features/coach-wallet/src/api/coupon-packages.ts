import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type {
  CoachOrderCreated,
  CouponPackageCatalog,
  OwnedPackage,
  OwnedPackageDetail,
} from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coachWalletKeys } from '../keys';

export const PAGE_SIZE = 10;
type OwnedPage = { list: OwnedPackage[]; page: number; pageSize: number; total: number };

/** GET /api/coach-wallet/coupon-packages?subApp= (coach token): packages on sale. */
export const useCouponPackages = (subApp: SubAppId) =>
  useQuery({
    queryKey: coachWalletKeys.packages(subApp),
    queryFn: () =>
      api.app.get<CouponPackageCatalog>('coach-wallet/coupon-packages', { searchParams: { subApp } }),
  });

/** GET /api/coach-wallet/coupon-packages/mine?subApp=&page=&pageSize=: the coach's bought packages. */
export const useOwnedPackages = (subApp: SubAppId) =>
  useInfiniteQuery(
    pagedQueryOptions({
      queryKey: coachWalletKeys.owned(subApp),
      fetchPage: (page) =>
        api.app.get<OwnedPage>('coach-wallet/coupon-packages/mine', {
          searchParams: { subApp, page, pageSize: PAGE_SIZE },
        }),
    }),
  );

/** GET /api/coach-wallet/coupon-packages/mine/:id?subApp=; null asks nothing (not found at once). */
export const useOwnedPackage = (subApp: SubAppId, id: number | null) =>
  useQuery({
    queryKey: coachWalletKeys.ownedOne(subApp, id ?? 0),
    queryFn: () =>
      // Not found and errors are the screen's own states: no toast over them.
      api.app.get<OwnedPackageDetail>(`coach-wallet/coupon-packages/mine/${id}`, {
        searchParams: { subApp },
        showError: false,
      }),
    enabled: id !== null,
  });

/** POST /api/coach-wallet/coupon-packages/:id/orders?subApp=: a pending order to pay at the cashier. */
export const useOrderPackage = (subApp: SubAppId) =>
  useMutation({
    mutationFn: (id: number) =>
      api.app.post<CoachOrderCreated>(
        `coach-wallet/coupon-packages/${id}/orders`,
        {},
        {
          searchParams: { subApp },
        },
      ),
  });
