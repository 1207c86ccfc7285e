import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { CoachEvent, CoachEventFeedbackRequest, CoachEventList } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { coachEventsKeys as keys } from './keys';

const base = 'coach-events/events';

/** GET /api/coach-events/events: upcoming first, then ended; each with my sign-up and feedback. */
export const useCoachEvents = (subApp: SubAppId, enabled = true) =>
  useQuery({
    queryKey: keys.list(subApp),
    queryFn: () => api.app.get<CoachEventList>(base, { searchParams: { subApp } }),
    enabled,
  });

/** GET /api/coach-events/events/:id; a null id (or signed out) asks nothing. */
export const useCoachEvent = (subApp: SubAppId, id: number | null, enabled = true) =>
  useQuery({
    queryKey: keys.detail(subApp, id ?? 0),
    queryFn: () => api.app.get<CoachEvent>(`${base}/${id}`, { searchParams: { subApp } }),
    enabled: enabled && id !== null,
  });

/** POST signup or cancel: the screen words a refusal (full, closed) beside the event, no toast. */
export function useSeat(subApp: SubAppId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'signup' | 'cancel' }) =>
      api.app.post<CoachEvent>(`${base}/${id}/${action}`, undefined, {
        searchParams: { subApp },
        showError: false,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.all(subApp) }),
  });
}

/** POST feedback: once; the screen words a refusal above the send button. */
export function useSendFeedback(subApp: SubAppId, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachEventFeedbackRequest) =>
      api.app.post<CoachEvent>(`${base}/${id}/feedback`, body, {
        searchParams: { subApp },
        showError: false,
      }),
    onSuccess: (event) => qc.setQueryData(keys.detail(subApp, id), event),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.all(subApp) }),
  });
}
