import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { courseOrderKeys } from '../keys';

/**
 * After any change to an order (cancelled, paid, evaluated, placed): every list and every detail of
 * the sub-app's orders is stale, on whichever screen it is shown. A fresh copy from the server, when
 * the mutation answered with one, is written to the detail first so it shows at once.
 */
export function orderChanged(client: QueryClient, subApp: SubAppId, fresh?: Order) {
  if (fresh) client.setQueryData(courseOrderKeys.detail(subApp, fresh.orderNo), fresh);
  return client.invalidateQueries({ queryKey: courseOrderKeys.all(subApp) });
}
