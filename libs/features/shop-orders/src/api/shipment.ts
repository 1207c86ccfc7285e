import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Shipment } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { shopOrdersKeys } from '../keys';

/** How often the tracking events refresh while the screen is visible. */
export const TRACKING_REFRESH_MS = 60_000;

/** GET /api/shop/shipments/:id?subApp= (AUTHORIZE_TOKEN; 4307 when not the caller's). */
export function fetchShipment(subApp: SubAppId, id: number): Promise<Shipment> {
  // 4307 is a page state of its own ("no such shipment"), not a toast.
  return api.app.get<Shipment>(`shop/shipments/${id}`, { searchParams: { subApp }, showError: false });
}

export const shipmentOptions = (subApp: SubAppId, id: number, enabled: boolean) =>
  queryOptions({
    queryKey: shopOrdersKeys.shipment(subApp, id),
    queryFn: () => fetchShipment(subApp, id),
    enabled,
    // TanStack pauses the interval while the tab is hidden (refetchIntervalInBackground is off).
    refetchInterval: (q) => (q.state.data?.status === 'delivered' ? false : TRACKING_REFRESH_MS),
  });

export const useShipment = (subApp: SubAppId, id: number, enabled: boolean) =>
  useQuery(shipmentOptions(subApp, id, enabled));
