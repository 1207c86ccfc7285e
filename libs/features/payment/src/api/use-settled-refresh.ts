import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { orderChanged } from '@yoga/data-access-course-orders';
import { storeOrderChanged } from '@yoga/data-access-store-orders';
import type { OrderState } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';

/**
 * Paying happens at the provider, not through a mutation of ours: once the polled state leaves
 * "pending" (paid, closed), the order changed for every screen that shows it (the order list, the
 * detail, the purchase record), so they refresh through the shared factories.
 */
export function useSettledRefresh(subApp: SubAppId, state: OrderState | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!state || state === 'pending') return;
    void orderChanged(client, subApp);
    void storeOrderChanged(client, subApp);
  }, [state, client, subApp]);
}
