import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { AppRelease, CoachCard, TvLogin } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { downloadsKeys } from '../keys';

/** GET /api/downloads/app-version: the brand's builds on both stores for a channel (public). */
export const useAppRelease = (subApp: SubAppId, channel: 'release' | 'test' | 'tv') =>
  useQuery({
    queryKey: downloadsKeys.release(subApp, channel),
    queryFn: () => api.app.get<AppRelease>('downloads/app-version', { searchParams: { subApp, channel } }),
  });

/** GET /api/downloads/tv-login/:code (token): a code that did not parse (null) sends nothing; the screen words refusals itself. */
export const useTvLogin = (subApp: SubAppId, code: string | null, enabled: boolean) =>
  useQuery({
    queryKey: downloadsKeys.tvLogin(subApp, code ?? ''),
    queryFn: () =>
      api.app.get<TvLogin>(`downloads/tv-login/${code}`, { searchParams: { subApp }, showError: false }),
    enabled: enabled && code !== null,
  });

/** POST /api/downloads/tv-login/:code: confirm or refuse once; the answer replaces the cached code. */
export function useDecideTvLogin(subApp: SubAppId, code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'confirm' | 'refuse') =>
      api.app.post<TvLogin>(`downloads/tv-login/${code}`, { subApp, decision }, { showError: false }),
    onSuccess: (data) => client.setQueryData(downloadsKeys.tvLogin(subApp, code), data),
  });
}

/** GET /api/downloads/coaches/:id (public); an id that did not parse sends nothing. */
export const useCoachCard = (subApp: SubAppId, id: number | null) =>
  useQuery({
    queryKey: downloadsKeys.coach(subApp, id ?? 0),
    queryFn: () =>
      api.app.get<CoachCard>(`downloads/coaches/${id}`, { searchParams: { subApp }, showError: false }),
    enabled: id !== null,
  });

/** GET /api/downloads/my-coach: the student's coach, or the brand's service coach for anyone else. */
export const useMyCoach = (subApp: SubAppId) =>
  useQuery({
    queryKey: downloadsKeys.myCoach(subApp),
    queryFn: () => api.app.get<CoachCard>('downloads/my-coach', { searchParams: { subApp } }),
  });
