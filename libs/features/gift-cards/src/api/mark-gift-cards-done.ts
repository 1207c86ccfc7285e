import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { GiftCardsItem } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { giftCardsKeys } from '../keys';

/** POST /api/gift-cards/:id/done?subApp=: marks one done; again changes nothing. */
export function markGiftCardsDone(subApp: SubAppId, id: number): Promise<GiftCardsItem> {
  return api.standard.post<GiftCardsItem>(`gift-cards/${id}/done`, undefined, { searchParams: { subApp } });
}

/**
 * The domain's one action. The lists and the detail are refetched through the key factory, so the
 * list shows the new state on Back without a reload (a failure is toasted by the request layer).
 */
export function useMarkGiftCardsDone(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markGiftCardsDone(subApp, id),
    onSettled: (_data, _error, id) =>
      Promise.all([
        client.invalidateQueries({ queryKey: giftCardsKeys.lists(subApp) }),
        client.invalidateQueries({ queryKey: giftCardsKeys.detail(subApp, id) }),
      ]),
  });
}
