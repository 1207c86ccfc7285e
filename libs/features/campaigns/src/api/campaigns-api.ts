import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type {
  CampaignEvent,
  CampaignReceipt,
  MatOffer,
  RecipeList,
  RepApplyRequest,
  RepProgramme,
  WelfareOffer,
} from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { campaignsKeys } from '../keys';

const opts = (subApp: SubAppId) => ({ searchParams: { subApp } });

/**
 * The pages read signed out; with a token the stand-in adds the caller's own state (sign-up, claim,
 * application). The token is part of what is asked, so a sign-in refetches (the key holds `signedIn`).
 */
export const eventOptions = (subApp: SubAppId, key: string, signedIn: boolean) =>
  queryOptions({
    queryKey: [...campaignsKeys.event(subApp, key), signedIn],
    queryFn: () => api.app.get<CampaignEvent>(`campaigns/events/${encodeURIComponent(key)}`, opts(subApp)),
  });
export const useCampaignEvent = (subApp: SubAppId, key: string, signedIn: boolean) =>
  useQuery(eventOptions(subApp, key, signedIn));

export const useWelfare = (subApp: SubAppId, signedIn: boolean) =>
  useQuery({
    queryKey: [...campaignsKeys.welfare(subApp), signedIn],
    queryFn: () => api.app.get<WelfareOffer>('campaigns/welfare', opts(subApp)),
  });

export const useProgramme = (subApp: SubAppId, signedIn: boolean) =>
  useQuery({
    queryKey: [...campaignsKeys.representative(subApp), signedIn],
    queryFn: () => api.app.get<RepProgramme>('campaigns/representative', opts(subApp)),
  });

/** A submission of the caller's, read back by its id for the result page (never taken from the URL). */
export const useReceipt = (subApp: SubAppId, kind: string, id: number | null) =>
  useQuery({
    queryKey: [...campaignsKeys.receipt(subApp, kind), id],
    queryFn: () =>
      api.app.get<CampaignReceipt>(`campaigns/receipts/${encodeURIComponent(kind)}/${id}`, opts(subApp)),
    enabled: id !== null,
  });

export const useMatOffer = (subApp: SubAppId) =>
  useQuery({
    queryKey: campaignsKeys.mat(subApp),
    queryFn: () => api.app.get<MatOffer>('campaigns/mat', opts(subApp)),
  });

export const useRecipes = (subApp: SubAppId) =>
  useQuery({
    queryKey: campaignsKeys.recipes(subApp),
    queryFn: () => api.app.get<RecipeList>('campaigns/recipes', opts(subApp)),
  });

/** An action answers with the page's new state: it is written into the cache, then refetched. */
function useCampaignAction<V, R>(subApp: SubAppId, key: readonly unknown[], run: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => client.setQueryData([...key, true], data),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export const useSignUp = (subApp: SubAppId, key: string) =>
  useCampaignAction(subApp, campaignsKeys.event(subApp, key), (action: 'signup' | 'cancel') =>
    api.app.post<CampaignEvent>(`campaigns/events/${encodeURIComponent(key)}/${action}`, undefined, {
      ...opts(subApp),
      showError: false,
    }),
  );

export const useClaimWelfare = (subApp: SubAppId) =>
  useCampaignAction(subApp, campaignsKeys.welfare(subApp), () =>
    api.app.post<WelfareOffer>('campaigns/welfare/claim', undefined, {
      ...opts(subApp),
      showError: false,
    }),
  );

export const useApply = (subApp: SubAppId) =>
  useCampaignAction(subApp, campaignsKeys.representative(subApp), (body: RepApplyRequest) =>
    api.app.post<RepProgramme>('campaigns/representative/apply', body, {
      ...opts(subApp),
      showError: false,
    }),
  );
