import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Address } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { addressKeys } from '../keys';

/** POST /api/addresses/:id/delete?subApp=: the remaining list (a deleted default passes to the newest). */
export function deleteAddress(subApp: SubAppId, id: number): Promise<Address[]> {
  return api.app.post<Address[]>(`addresses/${id}/delete`, undefined, { searchParams: { subApp } });
}

export function useDeleteAddress(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAddress(subApp, id),
    onSuccess: (rest, id) => {
      client.setQueryData(addressKeys.list(subApp), rest);
      client.removeQueries({ queryKey: addressKeys.detail(subApp, id) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: addressKeys.all(subApp) }),
  });
}
