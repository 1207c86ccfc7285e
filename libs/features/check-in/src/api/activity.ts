import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { CheckInActivity, CheckInResult } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { pointsChanged } from '@yoga/data-access-points';
import { checkInKeys } from '../keys';

/** GET /api/check-in/activities/:id?subApp= (open signed out; the caller's days when signed in). */
export function fetchActivity(subApp: SubAppId, id: number): Promise<CheckInActivity> {
  return api.app.get<CheckInActivity>(`check-in/activities/${id}`, { searchParams: { subApp } });
}

export const activityOptions = (subApp: SubAppId, id: number | null, signedIn: boolean) =>
  queryOptions({
    queryKey: checkInKeys.activity(subApp, id ?? 0, signedIn),
    queryFn: () => fetchActivity(subApp, id!),
    enabled: id !== null,
  });

/** An id that does not parse asks nothing (the screen shows not found). */
export const useActivity = (subApp: SubAppId, id: number | null, signedIn: boolean) =>
  useQuery(activityOptions(subApp, id, signedIn));

/** POST …/check-in: no toast, the screen words a refusal under the button. */
export function checkIn(subApp: SubAppId, id: number): Promise<CheckInResult> {
  return api.app.post<CheckInResult>(`check-in/activities/${id}/check-in`, undefined, {
    searchParams: { subApp },
    showError: false,
  });
}

/**
 * Checks in; the activity is read again (the day marked, the streak) and the points balance and
 * ledger (the day's points went there) are marked stale; nothing else changed.
 */
export function useCheckIn(subApp: SubAppId, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => checkIn(subApp, id),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: checkInKeys.all(subApp) });
      void pointsChanged(client, subApp);
    },
  });
}
