import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Order } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { patchStoreOrder, storeOrderChanged } from './invalidate';

/** POST /api/orders/:orderNo/cancel?subApp=: a pending order of any kind -> cancelled (409 otherwise). */
export function cancelStoreOrder(subApp: SubAppId, orderNo: string): Promise<Order> {
  // The flow says "取消失败" with the reason itself.
  return api.app.post<Order>(`orders/${encodeURIComponent(orderNo)}/cancel`, undefined, {
    searchParams: { subApp },
    showError: false,
  });
}

export function useCancelStoreOrder(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => cancelStoreOrder(subApp, orderNo),
    // The backbone answers with its own order shape: the store order is now closed.
    onSuccess: (o) =>
      patchStoreOrder(client, subApp, o.orderNo, (s) => ({ ...s, status: 'closed', state: o.state })),
    // A refusal usually means the order moved on elsewhere (paid, expired): show the truth.
    onError: () => void storeOrderChanged(client, subApp),
  });
}
