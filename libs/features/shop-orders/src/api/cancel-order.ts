import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Order } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { shopOrdersKeys } from '../keys';
import { patchOrderInLists } from './patch-order';

/** POST /api/orders/:orderNo/cancel?subApp=: a pending order of any kind -> cancelled (409 otherwise). */
export function cancelOrder(subApp: SubAppId, orderNo: string): Promise<Order> {
  return api.standard.post<Order>(`orders/${encodeURIComponent(orderNo)}/cancel`, undefined, {
    searchParams: { subApp },
    showError: false,
  });
}

export function useCancelOrder(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => cancelOrder(subApp, orderNo),
    // The backbone answers with its own order shape: the store order is now closed.
    onSuccess: (o) =>
      patchOrderInLists(client, subApp, o.orderNo, (s) => ({ ...s, status: 'closed', state: o.state })),
    // A refusal usually means the order moved on elsewhere (paid, expired): show the truth.
    onError: () => void client.invalidateQueries({ queryKey: shopOrdersKeys.lists(subApp) }),
  });
}
