import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { Profile, ProfileUpdate } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { accountKeys } from '../keys';

/** GET /api/account/profile?subApp= (AUTHORIZE_TOKEN): the caller's own profile. */
export function fetchProfile(subApp: SubAppId): Promise<Profile> {
  return api.app.get<Profile>('account/profile', { searchParams: { subApp } });
}

export const profileOptions = (subApp: SubAppId) =>
  queryOptions({ queryKey: accountKeys.profile(subApp), queryFn: () => fetchProfile(subApp) });

export const useProfile = (subApp: SubAppId) => useQuery(profileOptions(subApp));

/** POST /api/account/profile?subApp=: no toast, the form says each refusal beside its field. */
export function saveProfile(subApp: SubAppId, body: ProfileUpdate): Promise<Profile> {
  return api.app.post<Profile>('account/profile', body, { searchParams: { subApp }, showError: false });
}

export function useSaveProfile(subApp: SubAppId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => saveProfile(subApp, body),
    onSuccess: (p) => client.setQueryData(accountKeys.profile(subApp), p),
  });
}
