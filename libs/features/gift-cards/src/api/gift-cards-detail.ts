import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { GiftCardsItem } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { giftCardsKeys } from '../keys';

/** GET /api/gift-cards/:id?subApp= (AUTHORIZE_TOKEN; 404 for an unknown or foreign id). */
export function fetchGiftCards(subApp: SubAppId, id: number): Promise<GiftCardsItem> {
  return api.standard.get<GiftCardsItem>(`gift-cards/${id}`, { searchParams: { subApp } });
}

export const giftCardsDetailOptions = (subApp: SubAppId, id: number) =>
  queryOptions({ queryKey: giftCardsKeys.detail(subApp, id), queryFn: () => fetchGiftCards(subApp, id) });

/** An id that did not parse (null) sends nothing: the screen shows not-found at once. */
export const useGiftCards = (subApp: SubAppId, id: number | null) =>
  useQuery({ ...giftCardsDetailOptions(subApp, id ?? 0), enabled: id !== null });
