import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Address } from '@yoga/contract';
import { ADDRESS_CODES } from '@yoga/contract/codes';
import type { SubAppId } from '@yoga/platform';
import { addressKeys } from '../keys';

export const ADDRESS_NOT_FOUND = ADDRESS_CODES.addressNotFound;

/** GET /api/addresses/:id?subApp= (ADDRESS_NOT_FOUND: unknown, deleted or someone else's). */
export function fetchAddress(subApp: SubAppId, id: number): Promise<Address> {
  // No toast for a missing address: the screen says so in place.
  return api.app.get<Address>(`addresses/${id}`, { searchParams: { subApp }, showError: false });
}

export const addressOptions = (subApp: SubAppId, id: number) =>
  queryOptions({
    queryKey: addressKeys.detail(subApp, id),
    queryFn: () => fetchAddress(subApp, id),
    enabled: id > 0,
  });

/** One address, shown at once from the list's copy while the fresh one loads. */
export function useAddress(subApp: SubAppId, id: number) {
  const client = useQueryClient();
  return useQuery({
    ...addressOptions(subApp, id),
    placeholderData: () => client.getQueryData<Address[]>(addressKeys.list(subApp))?.find((a) => a.id === id),
  });
}
