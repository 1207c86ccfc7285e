import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { LotteryActivity, LotteryWin } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { lotteryKeys } from '../keys';

/** GET /api/lottery/activities/:id?subApp= (open signed out; chances left with a token). */
export function fetchLotteryActivity(subApp: SubAppId, id: number): Promise<LotteryActivity> {
  // The screen shows its own not-found and error states: no toast on top of them.
  return api.app.get<LotteryActivity>(`lottery/activities/${id}`, {
    searchParams: { subApp },
    showError: false,
  });
}

export const lotteryActivityOptions = (subApp: SubAppId, id: number, viewer: 'user' | 'guest') =>
  queryOptions({
    queryKey: lotteryKeys.activity(subApp, id, viewer),
    queryFn: () => fetchLotteryActivity(subApp, id),
  });

/** An id that did not parse (null) asks nothing: the screen shows not found at once. */
export const useLotteryActivity = (subApp: SubAppId, id: number | null, viewer: 'user' | 'guest') =>
  useQuery({ ...lotteryActivityOptions(subApp, id ?? 0, viewer), enabled: id !== null });

/** GET /api/lottery/activities/:id/wins?subApp=: the caller's prizes, newest first (signed in only). */
export const useLotteryWins = (subApp: SubAppId, id: number | null, signedIn: boolean) =>
  useQuery({
    queryKey: lotteryKeys.wins(subApp, id ?? 0),
    queryFn: () =>
      api.app.get<LotteryWin[]>(`lottery/activities/${id}/wins`, {
        searchParams: { subApp },
        showError: false,
      }),
    enabled: id !== null && signedIn,
  });
