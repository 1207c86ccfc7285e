import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Order } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { orderChanged } from './invalidate';

/** POST /api/orders/:orderNo/cancel?subApp=: pending -> cancelled; a booked course -> refunded. */
export function cancelOrder(subApp: SubAppId, orderNo: string): Promise<Order> {
  // Each flow words "取消失败" with the service's reason itself.
  return api.standard.post<Order>(`orders/${encodeURIComponent(orderNo)}/cancel`, undefined, {
    searchParams: { subApp },
    showError: false,
  });
}

/** Cancel by order number; every list and detail of the sub-app's orders shows the outcome. */
export function useCancelOrder(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => cancelOrder(subApp, orderNo),
    onSuccess: (order) => void orderChanged(client, subApp, order),
    // A refusal (409) usually means the order moved on elsewhere (paid, expired): refresh as well.
    onError: () => void orderChanged(client, subApp),
  });
}
