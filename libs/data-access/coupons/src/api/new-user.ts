import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { NewUserGift, ShareConfigResponse } from '@yoga/contract';
import type { SubAppId } from '@yoga/platform';
import { couponKeys } from '../keys';

/** GET /api/coupons/new-user?subApp= (public; with a token whether the caller may claim and what they got). */
export const fetchNewUserGift = (subApp: SubAppId) =>
  api.app.get<NewUserGift>('coupons/new-user', { searchParams: { subApp }, showError: false });

/** The token is part of what is asked: signing in asks again (the key holds `signedIn`). */
export const newUserGiftOptions = (subApp: SubAppId, signedIn: boolean) =>
  queryOptions({
    queryKey: [...couponKeys.newUser(subApp), signedIn],
    queryFn: () => fetchNewUserGift(subApp),
    // Stock moves under the user.
    staleTime: 0,
  });

export const useNewUserGift = (subApp: SubAppId, signedIn: boolean) =>
  useQuery(newUserGiftOptions(subApp, signedIn));

/** POST /api/coupons/new-user/claim?subApp=: the screen words a refusal itself. */
export const claimNewUserGift = (subApp: SubAppId) =>
  api.app.post<NewUserGift>('coupons/new-user/claim', undefined, {
    searchParams: { subApp },
    showError: false,
  });

/** Claiming fills the user's coupons and moves the stock: every coupon view of the sub-app is asked again. */
export function useClaimNewUserGift(subApp: SubAppId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => claimNewUserGift(subApp),
    onSuccess: (g) => qc.setQueryData([...couponKeys.newUser(subApp), true], g),
    onSettled: () => qc.invalidateQueries({ queryKey: couponKeys.all(subApp) }),
  });
}

/**
 * GET /app/activity/new-user/wx-share/1?url= (suman-style, same origin; spec section 7): the share
 * card of the new-user page, for the page address `url` (without its fragment).
 */
export const fetchNewUserShare = (url: string) =>
  api.suman.get<ShareConfigResponse>('/api/app/activity/new-user/wx-share/1', {
    searchParams: { url },
    auth: false,
    showError: false,
  });

export const newUserShareOptions = (subApp: SubAppId, url: string) =>
  queryOptions({
    queryKey: [...couponKeys.newUserShare(subApp), url],
    queryFn: () => fetchNewUserShare(url),
    staleTime: Infinity,
  });

export const useNewUserShare = (subApp: SubAppId, url: string) => useQuery(newUserShareOptions(subApp, url));
