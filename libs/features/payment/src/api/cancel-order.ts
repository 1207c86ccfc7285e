import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Order } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { paymentKeys } from '../keys';

/** POST /api/orders/:orderNo/cancel?subApp=: pending -> cancelled (a booked course -> refunded). */
export function cancelOrder(subApp: SubAppId, orderNo: string): Promise<Order> {
  return api.standard.post<Order>(`orders/${encodeURIComponent(orderNo)}/cancel`, undefined, {
    searchParams: { subApp },
  });
}

export function useCancelOrder(subApp: SubAppId, orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(subApp, orderNo),
    onSettled: () => client.invalidateQueries({ queryKey: paymentKeys.all(subApp) }),
  });
}
