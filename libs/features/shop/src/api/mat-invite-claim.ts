import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { MatInvite } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { shopKeys } from '../keys';

/**
 * POST /api/shop/mat-invite/claim?subApp= {addressId}: the free mat as a store order to the address.
 * 4308 (goal not met or claimed already), 4303 (address gone), 4301 (sold out): the server's message
 * is toasted by the request layer, and the progress is read again.
 */
export function claimMat(subApp: SubAppId, addressId: number): Promise<MatInvite> {
  return api.app.post<MatInvite>('shop/mat-invite/claim', { addressId }, { searchParams: { subApp } });
}

export function useClaimMat(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...shopKeys.matInvite(subApp), 'claim'],
    mutationFn: (addressId: number) => claimMat(subApp, addressId),
    onSuccess: (data) => client.setQueryData(shopKeys.matInvite(subApp), data),
    onError: () => void client.invalidateQueries({ queryKey: shopKeys.matInvite(subApp) }),
  });
}
