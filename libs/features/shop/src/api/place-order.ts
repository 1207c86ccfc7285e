import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { StoreOrder, StoreOrderRequest } from '@yoga/contract';
import { orderChanged } from '@yoga/data-access-course-orders';
import { storeOrderChanged } from '@yoga/data-access-store-orders';
import type { SubAppId } from '@yoga/platform';
import { shopKeys } from '../keys';
import { pointsChanged } from '@yoga/data-access-points';

export interface PlaceOrderInput extends StoreOrderRequest {
  subApp: SubAppId;
  spuId: number;
}

/** POST /api/shop/orders?subApp=: a pending order holding the units for the pay window. */
export function placeStoreOrder({ subApp, spuId: _spu, ...body }: PlaceOrderInput): Promise<StoreOrder> {
  // Sold out (4301) and a bad address (4303) are worded in the sheet itself; the rest are toasted there.
  return api.app.post<StoreOrder>('shop/orders', body, { searchParams: { subApp }, showError: false });
}

export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['shop', 'place-order'],
    mutationFn: placeStoreOrder,
    // Stock moved either way (held by this order, or someone else took the last one).
    onSettled: (_d, _e, v) => {
      void qc.invalidateQueries({ queryKey: shopKeys.detail(v.subApp, v.spuId) });
      void qc.invalidateQueries({ queryKey: shopKeys.lists(v.subApp) });
      // A new pending order: the purchase record and the order list show it at once.
      void storeOrderChanged(qc, v.subApp);
      void orderChanged(qc, v.subApp);
      // Points spent on it left the balance (or a refusal says the balance moved).
      void pointsChanged(qc, v.subApp);
    },
  });
}
