import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { GiftCardType } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { giftCardsKeys } from '../keys';

/** GET /api/gift-cards/types/:key?subApp= (open signed out): what a card of the type grants. */
export function fetchGiftCardType(subApp: SubAppId, key: string): Promise<GiftCardType> {
  return api.app.get<GiftCardType>(`gift-cards/types/${encodeURIComponent(key)}`, {
    searchParams: { subApp },
  });
}

export const giftCardTypeOptions = (subApp: SubAppId, key: string | null) =>
  queryOptions({
    queryKey: giftCardsKeys.type(subApp, key ?? ''),
    queryFn: () => fetchGiftCardType(subApp, key!),
    enabled: key !== null,
  });

/** A key that does not parse asks nothing (the screen shows not found). */
export const useGiftCardType = (subApp: SubAppId, key: string | null) =>
  useQuery(giftCardTypeOptions(subApp, key));
