import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import { vipCardKeys } from '@yoga/data-access-vip-cards';
import type { GiftCardRedeemRequest, GiftCardRedemption } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { giftCardsKeys } from '../keys';

/** POST /api/gift-cards/redeem?subApp=: no toast, the screen words each refusal beside the code. */
export function redeemGiftCard(subApp: SubAppId, body: GiftCardRedeemRequest): Promise<GiftCardRedemption> {
  return api.app.post<GiftCardRedemption>('gift-cards/redeem', body, {
    searchParams: { subApp },
    showError: false,
  });
}

/**
 * Redeems; the success page reads the redemption from the server (nothing is handed over in the URL).
 * A membership changes the VIP domain (my_vip's cards and state), marked stale through its root; a
 * class pass is a new card (course_card/:id) nothing has cached yet. Points do not move.
 */
export function useRedeemGiftCard(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftCardRedeemRequest) => redeemGiftCard(subApp, body),
    onSuccess: async (_r, body) => {
      await client.invalidateQueries({ queryKey: giftCardsKeys.latest(subApp, body.key) });
      void client.invalidateQueries({ queryKey: vipCardKeys.all(subApp) });
    },
  });
}
