import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { StoreOrder, StoreOrderPage } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { storeOrderKeys } from '../keys';

/**
 * Changes one order in every cached list and in its detail, so the card the user tapped updates
 * where it is (a confirmed receipt does not vanish from the 已发货 tab under their finger). Lists are
 * then marked stale without refetching the one on screen: the next visit of any tab loads it afresh;
 * details are refetched if shown, since another screen may be open on the same order.
 */
export function patchStoreOrder(
  client: QueryClient,
  subApp: SubAppId,
  orderNo: string,
  patch: (o: StoreOrder) => StoreOrder,
) {
  client.setQueriesData<InfiniteData<StoreOrderPage>>({ queryKey: storeOrderKeys.lists(subApp) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            list: p.list.map((o) => (o.orderNo === orderNo ? patch(o) : o)),
          })),
        }
      : data,
  );
  client.setQueryData<StoreOrder>(storeOrderKeys.detail(subApp, orderNo), (o) => (o ? patch(o) : o));
  void client.invalidateQueries({ queryKey: storeOrderKeys.lists(subApp), refetchType: 'none' });
  void client.invalidateQueries({ queryKey: storeOrderKeys.detail(subApp, orderNo), refetchType: 'none' });
}

/** After a change the answer did not describe (a refusal, a review, a payment): refetch what shows. */
export const storeOrderChanged = (client: QueryClient, subApp: SubAppId) =>
  client.invalidateQueries({ queryKey: storeOrderKeys.all(subApp) });
