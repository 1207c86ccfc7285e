import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { MatInvite } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { shopKeys } from '../keys';

/** GET /api/shop/mat-invite?subApp=: the caller's invite-for-a-mat progress (starts the 30 days). */
export function fetchMatInvite(subApp: SubAppId): Promise<MatInvite> {
  return api.app.get<MatInvite>('shop/mat-invite', { searchParams: { subApp }, showError: false });
}

export const matInviteOptions = (subApp: SubAppId) =>
  queryOptions({
    queryKey: shopKeys.matInvite(subApp),
    queryFn: () => fetchMatInvite(subApp),
    // Friends join while the page is open elsewhere: a return to the tab shows them.
    refetchOnWindowFocus: true,
  });

export const useMatInvite = (subApp: SubAppId) => useQuery(matInviteOptions(subApp));
