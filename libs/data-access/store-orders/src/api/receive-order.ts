import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { StoreOrder } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { patchStoreOrder, storeOrderChanged } from './invalidate';

/** POST /api/shop/orders/:orderNo/receive?subApp=: shipped -> received (4306 otherwise). */
export function receiveStoreOrder(subApp: SubAppId, orderNo: string): Promise<StoreOrder> {
  // The flow says "确认收货失败" with the reason itself.
  return api.app.post<StoreOrder>(`shop/orders/${encodeURIComponent(orderNo)}/receive`, undefined, {
    searchParams: { subApp },
    showError: false,
  });
}

export function useReceiveStoreOrder(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => receiveStoreOrder(subApp, orderNo),
    onSuccess: (order) => patchStoreOrder(client, subApp, order.orderNo, () => order),
    // A refusal usually means the order moved on elsewhere (already received): show the truth.
    onError: () => void storeOrderChanged(client, subApp),
  });
}
