import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Address } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { addressKeys } from '../keys';

/** POST /api/addresses/:id/default?subApp=: the previous default stops being one. */
export function setDefaultAddress(subApp: SubAppId, id: number): Promise<Address> {
  return api.app.post<Address>(`addresses/${id}/default`, undefined, { searchParams: { subApp } });
}

export function useSetDefaultAddress(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => setDefaultAddress(subApp, id),
    // Shown at once: this one first and default, the rest after it as they were.
    onSuccess: (a) =>
      client.setQueryData<Address[]>(addressKeys.list(subApp), (list) =>
        list ? [a, ...list.filter((x) => x.id !== a.id).map((x) => ({ ...x, isDefault: false }))] : list,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: addressKeys.all(subApp) }),
  });
}
