import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Order } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { ordersKeys } from '../keys';

/** POST /api/orders/:orderNo/cancel?subApp=: pending -> cancelled; a booked course -> refunded. */
export function cancelOrder(subApp: SubAppId, orderNo: string): Promise<Order> {
  // The flow shows "Cancel Fail" with the reason itself.
  return api.standard.post<Order>(`orders/${encodeURIComponent(orderNo)}/cancel`, undefined, {
    searchParams: { subApp },
    showError: false,
  });
}

export function useCancelOrder(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => cancelOrder(subApp, orderNo),
    onSuccess: (order) => client.setQueryData(ordersKeys.detail(subApp, order.orderNo), order),
    // A refusal (409) usually means the order moved on elsewhere: refresh either way.
    onSettled: () => client.invalidateQueries({ queryKey: ordersKeys.all(subApp) }),
  });
}
