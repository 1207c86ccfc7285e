import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { GiftCardRedeemRequest, GiftCardRedemption } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { giftCardsKeys } from '../keys';

/** POST /api/gift-cards/redeem?subApp=: no toast, the screen words each refusal beside the code. */
export function redeemGiftCard(subApp: SubAppId, body: GiftCardRedeemRequest): Promise<GiftCardRedemption> {
  return api.standard.post<GiftCardRedemption>('gift-cards/redeem', body, {
    searchParams: { subApp },
    showError: false,
  });
}

/** Redeems; the success page's read is refetched from the server (the answer is not handed over in the URL). */
export function useRedeemGiftCard(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftCardRedeemRequest) => redeemGiftCard(subApp, body),
    onSuccess: (_r, body) => client.invalidateQueries({ queryKey: giftCardsKeys.latest(subApp, body.key) }),
  });
}
