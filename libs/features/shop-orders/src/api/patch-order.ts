import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { StoreOrder, StoreOrderPage } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { shopOrdersKeys } from '../keys';

/**
 * Changes one order in every cached list in place, so the card the user tapped updates where it is
 * (a confirmed receipt does not vanish from the 已发货 tab under their finger). The lists are then
 * marked stale without refetching the one on screen: the next visit of any tab loads it afresh.
 */
export function patchOrderInLists(
  client: QueryClient,
  subApp: SubAppId,
  orderNo: string,
  patch: (o: StoreOrder) => StoreOrder,
) {
  client.setQueriesData<InfiniteData<StoreOrderPage>>({ queryKey: shopOrdersKeys.lists(subApp) }, (data) =>
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
  client.setQueryData<StoreOrder>(shopOrdersKeys.order(subApp, orderNo), (o) => (o ? patch(o) : o));
  void client.invalidateQueries({ queryKey: shopOrdersKeys.lists(subApp), refetchType: 'none' });
}
