import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Address } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { addressKeys } from '../keys';

/** GET /api/addresses?subApp=: the default first, then the newest (at most 20, so no paging). */
export function fetchAddresses(subApp: SubAppId): Promise<Address[]> {
  return api.app.get<Address[]>('addresses', { searchParams: { subApp } });
}

export const addressesOptions = (subApp: SubAppId) =>
  queryOptions({ queryKey: addressKeys.list(subApp), queryFn: () => fetchAddresses(subApp) });

export const useAddresses = (subApp: SubAppId) => useQuery(addressesOptions(subApp));
