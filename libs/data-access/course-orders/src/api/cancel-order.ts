import type { QueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Order } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { orderChanged } from './invalidate';

/** POST /api/orders/:orderNo/cancel?subApp=: pending -> cancelled; a booked course -> refunded. */
export function cancelOrder(subApp: SubAppId, orderNo: string): Promise<Order> {
  // Each flow words "取消失败" with the service's reason itself.
  return api.app.post<Order>(`orders/${encodeURIComponent(orderNo)}/cancel`, undefined, {
    searchParams: { subApp },
    showError: false,
  });
}

/**
 * Cancel by order number, and every list and detail of the sub-app's orders shows the outcome. A
 * refusal (409) usually means the order moved on elsewhere (paid, expired): they refresh as well.
 * Not a mutation hook, so a screen can load it only when the user cancels (the order list does).
 */
export async function cancelAndRefresh(
  client: QueryClient,
  subApp: SubAppId,
  orderNo: string,
): Promise<Order> {
  try {
    const order = await cancelOrder(subApp, orderNo);
    void orderChanged(client, subApp, order);
    return order;
  } catch (e) {
    void orderChanged(client, subApp);
    throw e;
  }
}
