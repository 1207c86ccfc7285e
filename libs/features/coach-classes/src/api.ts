import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type {
  CoachClass,
  CoachClassDetail,
  CoachClassKind,
  CoachColleague,
  CoachRequest,
  CoachRequestCreate,
  CoachRequestKind,
  CoachScheduleSummary,
  CoachWeek,
} from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coachClassesKeys } from './keys';

const base = 'coach-classes';

/** GET /api/coach-classes/week: my classes from today (week 0), or a week before/after; one kind or all. */
export const useCoachWeek = (subApp: SubAppId, week: number, kind: CoachClassKind | null) =>
  useQuery({
    queryKey: coachClassesKeys.week(subApp, week, kind ?? ''),
    queryFn: () =>
      api.app.get<CoachWeek>(`${base}/week`, {
        searchParams: { subApp, week, ...(kind ? { kind } : {}) },
      }),
  });

/** GET /api/coach-classes/classes/:id: a class of mine with its roster; a null id asks nothing. */
export const useCoachClass = (subApp: SubAppId, id: number | null) =>
  useQuery({
    queryKey: coachClassesKeys.detail(subApp, id ?? 0),
    queryFn: () => api.app.get<CoachClassDetail>(`${base}/classes/${id}`, { searchParams: { subApp } }),
    enabled: id !== null,
  });

export const useCoachScheduleSummary = (subApp: SubAppId) =>
  useQuery({
    queryKey: coachClassesKeys.summary(subApp),
    queryFn: () => api.app.get<CoachScheduleSummary>(`${base}/summary`, { searchParams: { subApp } }),
  });

export const useOpenClasses = (subApp: SubAppId) =>
  useQuery({
    queryKey: coachClassesKeys.open(subApp),
    queryFn: () => api.app.get<CoachClass[]>(`${base}/open`, { searchParams: { subApp } }),
  });

export const useColleagues = (subApp: SubAppId) =>
  useQuery({
    queryKey: coachClassesKeys.colleagues(subApp),
    queryFn: () => api.app.get<CoachColleague[]>(`${base}/colleagues`, { searchParams: { subApp } }),
  });

export const useCoachRequests = (subApp: SubAppId, kind: CoachRequestKind) =>
  useQuery({
    queryKey: coachClassesKeys.requests(subApp, kind),
    queryFn: () => api.app.get<CoachRequest[]>(`${base}/requests`, { searchParams: { subApp, kind } }),
  });

/** POST /open/:id/take: the screen words a clash itself (no toast). */
export function useTakeClass(subApp: SubAppId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.app.post<CoachClass>(`${base}/open/${id}/take`, undefined, {
        searchParams: { subApp },
        showError: false,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: coachClassesKeys.all(subApp) }),
  });
}

/** POST /requests: hand over, new time or cancel; the screen words a refusal beside the form. */
export function useCreateRequest(subApp: SubAppId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachRequestCreate) =>
      api.app.post<CoachRequest>(`${base}/requests`, body, {
        searchParams: { subApp },
        showError: false,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: coachClassesKeys.all(subApp) }),
  });
}
