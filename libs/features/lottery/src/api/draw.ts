import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { LotteryDraw } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { couponKeys } from '@yoga/data-access-coupons';
import { pointsChanged } from '@yoga/data-access-points';
import { lotteryKeys } from '../keys';

/**
 * POST /api/lottery/activities/:id/draw?subApp= with only the client's idempotency key: the server
 * chooses the prize. The same key again answers the same draw without using a chance.
 */
export function drawLottery(subApp: SubAppId, id: number, key: string): Promise<LotteryDraw> {
  return api.app.post<LotteryDraw>(`lottery/activities/${id}/draw`, { key }, { searchParams: { subApp } });
}

export function useDrawLottery(subApp: SubAppId, id: number) {
  return useMutation({ mutationFn: (key: string) => drawLottery(subApp, id, key) });
}

/**
 * After the wheel stops: the activity (chances) and my prizes, and what a prize pays into (a points
 * prize the balance and ledger, a coupon prize the user's coupons) are read again when next shown;
 * the rest of the cache stays.
 */
export function useAfterDraw(subApp: SubAppId) {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: lotteryKeys.all(subApp) });
    void pointsChanged(client, subApp);
    void client.invalidateQueries({ queryKey: couponKeys.mine(subApp) });
  };
}
