import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { LotteryItem } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { lotteryKeys } from '../keys';

/** POST /api/lottery/:id/done?subApp=: marks one done; again changes nothing. */
export function markLotteryDone(subApp: SubAppId, id: number): Promise<LotteryItem> {
  return api.standard.post<LotteryItem>(`lottery/${id}/done`, undefined, { searchParams: { subApp } });
}

/**
 * The domain's one action. The lists and the detail are refetched through the key factory, so the
 * list shows the new state on Back without a reload (a failure is toasted by the request layer).
 */
export function useMarkLotteryDone(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markLotteryDone(subApp, id),
    onSettled: (_data, _error, id) =>
      Promise.all([
        client.invalidateQueries({ queryKey: lotteryKeys.lists(subApp) }),
        client.invalidateQueries({ queryKey: lotteryKeys.detail(subApp, id) }),
      ]),
  });
}
