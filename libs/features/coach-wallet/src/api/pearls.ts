import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { CoachOrderCreated, PearlLedger, PearlWallet } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coachWalletKeys } from '../keys';
import { PAGE_SIZE } from './coupon-packages';

/** GET /api/coach-wallet/pearls?subApp= (coach token): my balance and the packs on sale. */
export const usePearlWallet = (subApp: SubAppId) =>
  useQuery({
    queryKey: coachWalletKeys.pearls(subApp),
    queryFn: () => api.app.get<PearlWallet>('coach-wallet/pearls', { searchParams: { subApp } }),
  });

/** GET /api/coach-wallet/pearls/ledger?subApp=&page=&pageSize=: the ledger, newest first. */
export const usePearlLedger = (subApp: SubAppId) =>
  useInfiniteQuery(
    pagedQueryOptions({
      queryKey: coachWalletKeys.ledger(subApp),
      fetchPage: (page) =>
        api.app.get<PearlLedger>('coach-wallet/pearls/ledger', {
          searchParams: { subApp, page, pageSize: PAGE_SIZE },
        }),
    }),
  );

/** POST /api/coach-wallet/pearls/orders?subApp=: a pending order for a pack, paid at the cashier. */
export const useOrderPearls = (subApp: SubAppId) =>
  useMutation({
    mutationFn: (packId: number) =>
      api.app.post<CoachOrderCreated>('coach-wallet/pearls/orders', { packId }, { searchParams: { subApp } }),
  });
