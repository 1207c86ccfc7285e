import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { GiftCardLatest } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { giftCardsKeys } from '../keys';

/** GET /api/gift-cards/redemptions/latest?subApp=&key= (AUTHORIZE_TOKEN): the caller's latest of a type. */
export function fetchLatestRedemption(subApp: SubAppId, key: string): Promise<GiftCardLatest> {
  return api.app.get<GiftCardLatest>('gift-cards/redemptions/latest', { searchParams: { subApp, key } });
}

export const latestRedemptionOptions = (subApp: SubAppId, key: string | null) =>
  queryOptions({
    queryKey: giftCardsKeys.latest(subApp, key ?? ''),
    queryFn: () => fetchLatestRedemption(subApp, key!),
    enabled: key !== null,
  });

export const useLatestRedemption = (subApp: SubAppId, key: string | null) =>
  useQuery(latestRedemptionOptions(subApp, key));
