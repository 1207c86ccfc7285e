import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { TalentApplyRequest, TalentProgramme } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { talentKeys } from '../keys';

const opts = (subApp: SubAppId) => ({ searchParams: { subApp } });

/** The programme reads signed out; with a token the stand-in adds the caller's application. */
export const useTalentProgramme = (subApp: SubAppId, signedIn: boolean) =>
  useQuery({
    queryKey: talentKeys.programme(subApp, signedIn),
    queryFn: () => api.app.get<TalentProgramme>('talent', opts(subApp)),
  });

/** Applies; the answer is the page's new state, written into the cache, then everything refetched. */
export function useApplyTalent(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TalentApplyRequest) =>
      api.app.post<TalentProgramme>('talent/apply', body, { ...opts(subApp), showError: false }),
    onSuccess: (data) => client.setQueryData(talentKeys.programme(subApp, true), data),
    onSettled: () => client.invalidateQueries({ queryKey: talentKeys.all(subApp) }),
  });
}
