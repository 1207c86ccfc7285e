import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { ReviewRequest, ReviewResult } from '@yoga/contract';
import { storeOrderChanged } from '@yoga/data-access-store-orders';
import type { SubAppId } from '@yoga/platform';

/** POST /api/shop/reviews?subApp= (4305 when the order cannot be reviewed). */
export function submitReview(subApp: SubAppId, body: ReviewRequest): Promise<ReviewResult> {
  // The form shows a 4305 refusal as a page state and toasts anything else itself.
  return api.app.post<ReviewResult>('shop/reviews', body, {
    searchParams: { subApp },
    showError: false,
  });
}

export function useSubmitReview(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRequest) => submitReview(subApp, body),
    // The order is reviewed now: its card moves from 待评价 to 已评价, on every screen that shows it.
    onSuccess: () => void storeOrderChanged(client, subApp),
  });
}
