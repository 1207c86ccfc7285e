import { useInfiniteQuery } from '@tanstack/react-query';
import { api, pagedQueryOptions } from '@yoga/api';
import type { GiftCardsPage } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { giftCardsKeys } from '../keys';

export const PAGE_SIZE = 10;

/** GET /api/gift-cards?subApp=&page=&pageSize= (AUTHORIZE_TOKEN; 403 when signed out). */
export function fetchGiftCardsPage(subApp: SubAppId, page: number): Promise<GiftCardsPage> {
  return api.standard.get<GiftCardsPage>('gift-cards', {
    searchParams: { subApp, page, pageSize: PAGE_SIZE },
  });
}

export const giftCardsListOptions = (subApp: SubAppId) =>
  pagedQueryOptions({
    queryKey: giftCardsKeys.list(subApp),
    fetchPage: (page) => fetchGiftCardsPage(subApp, page),
  });

export const useGiftCardsList = (subApp: SubAppId) => useInfiniteQuery(giftCardsListOptions(subApp));
