import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Address, AddressRequest } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { addressKeys } from '../keys';

export interface SaveAddress {
  /** Absent: a new address. */
  id?: number;
  body: AddressRequest;
}

/** POST /api/addresses?subApp= (new; 4502 past 20) or /api/addresses/:id?subApp= (replace; 4501). */
export function saveAddress(subApp: SubAppId, { id, body }: SaveAddress): Promise<Address> {
  // The request layer toasts the server's reason; the form keeps what was typed.
  return api.app.post<Address>(id ? `addresses/${id}` : 'addresses', body, { searchParams: { subApp } });
}

export function useSaveAddress(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAddress) => saveAddress(subApp, input),
    onSuccess: (a) => client.setQueryData(addressKeys.detail(subApp, a.id), a),
    // Saving may move the default: the whole book is read again.
    onSettled: () => client.invalidateQueries({ queryKey: addressKeys.all(subApp) }),
  });
}
