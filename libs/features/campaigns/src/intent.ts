import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor, safeSet, tabStore } from '@yoga/session';
import type { SubApp, SubAppId } from '@yoga/platform';
import { isSignedIn, takeSessionDraft } from '@yoga/ui';
import { campaignsKeys } from './keys';

/**
 * An action started signed out, kept for the way back from login: which page asked for it. In the
 * tab's session storage (through the session lib's safe storage), not in the return URL. Read once.
 */
export const intentKey = (subApp: SubAppId, page: string) => `campaigns:${subApp}:${page}`;

// Blocked storage (private mode on old WebViews) keeps nothing: the user asks again after signing in.
const keepIntent = (subApp: SubAppId, page: string) => safeSet(tabStore(), intentKey(subApp, page), 'true');

/** Whether the caller is signed in to this sub-app, and the way to sign in and come back here. */
export function useSignIn(sub: SubApp) {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = isSignedIn(sub);
  /** `page`: the action to run on the way back (a form keeps its own draft and passes none). */
  const signIn = (page?: string) => {
    if (page) keepIntent(sub.id, page);
    navigate(loginPathFor(location)!);
  };
  return { signedIn, signIn };
}

/**
 * Back from login with an action asked for (a sign-up, a claim): runs it once. The user's tap before
 * signing in is the event; arriving signed in asks for its outcome like any read, so no effect fires
 * it: a query keyed by the page (deduplicated, never retried or refetched, forgotten on leaving) whose
 * function takes the kept intent and, when there was one, runs the action.
 */
export function useResumeIntent(sub: SubApp, page: string, run: () => Promise<unknown>) {
  const signedIn = isSignedIn(sub);
  return useQuery({
    queryKey: campaignsKeys.resume(sub.id, page),
    queryFn: async () => {
      if (!takeSessionDraft(intentKey(sub.id, page), (v) => (v === true ? true : null))) return false;
      await run().catch(() => undefined);
      return true;
    },
    enabled: signedIn,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
