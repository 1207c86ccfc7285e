import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { AddressRequest, LotteryWin } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { lotteryKeys } from '../keys';

/** GET /api/lottery/wins/:id?subApp=: one physical prize of mine (404 for anything else). */
export const useGoodsWin = (subApp: SubAppId, id: number | null, signedIn: boolean) =>
  useQuery({
    queryKey: lotteryKeys.win(subApp, id ?? 0),
    queryFn: () =>
      api.app.get<LotteryWin>(`lottery/wins/${id}`, { searchParams: { subApp }, showError: false }),
    enabled: id !== null && signedIn,
  });

/** POST /api/lottery/wins/:id/address?subApp=: saves the shipping address, once. */
export function useSaveWinAddress(subApp: SubAppId, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressRequest) =>
      api.app.post<LotteryWin>(`lottery/wins/${id}/address`, body, { searchParams: { subApp } }),
    onSuccess: async (win) => {
      client.setQueryData(lotteryKeys.win(subApp, id), win);
      await client.invalidateQueries({ queryKey: lotteryKeys.wins(subApp, win.activityId) });
    },
  });
}
