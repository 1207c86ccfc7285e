import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { VipCard, VipCardList } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { vipCardKeys } from '../keys';

/** GET /api/vip/cards?subApp= (AUTHORIZE_TOKEN; 403 when signed out): active first. */
export function fetchVipCards(subApp: SubAppId): Promise<VipCardList> {
  return api.app.get<VipCardList>('vip/cards', { searchParams: { subApp } });
}

export const vipCardsOptions = (subApp: SubAppId) =>
  queryOptions({ queryKey: vipCardKeys.list(subApp), queryFn: () => fetchVipCards(subApp) });

export const useVipCards = (subApp: SubAppId) => useQuery(vipCardsOptions(subApp));

/** The cards that still hold something (running or waiting to start): what leaving would lose. */
export const unexpiredCards = (list: readonly VipCard[]) => list.filter((c) => c.state !== 'expired');

/** POST /api/vip/cards/:id/activate?subApp= : validity starts now. */
export function activateVipCard(subApp: SubAppId, id: number): Promise<VipCard> {
  return api.app.post<VipCard>(`vip/cards/${id}/activate`, undefined, { searchParams: { subApp } });
}

/** Refetches the list either way: a refusal (a card already running) may mean the list is stale. */
export function useActivateCard(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => activateVipCard(subApp, id),
    onSettled: () => client.invalidateQueries({ queryKey: vipCardKeys.list(subApp) }),
  });
}
