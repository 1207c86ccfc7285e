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
 * What changed is the latest redemption of this type and, for a membership, the member's cards
 * (my_vip and the account's holdings read them through the vip-cards lib): exactly those are marked
 * stale, not the whole app's cache.
 */
export function useRedeemGiftCard(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftCardRedeemRequest) => redeemGiftCard(subApp, body),
    onSuccess: async (_r, body) => {
      await client.invalidateQueries({ queryKey: giftCardsKeys.latest(subApp, body.key) });
      void client.invalidateQueries({ queryKey: vipCardKeys.list(subApp) });
    },
  });
}
