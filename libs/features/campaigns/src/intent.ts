import { useLocation, useNavigate } from 'react-router';
import { defaultStore, loginPathFor, readToken } from '@yoga/session';
import type { SubApp, SubAppId } from '@yoga/platform';

/**
 * An action started signed out, kept for the way back from login: which page and what was asked
 * (a form's fields too). In sessionStorage, not in the return URL (a phone number does not belong in
 * logs). Read once and forgotten.
 */
const keyOf = (subApp: SubAppId, page: string) => `campaigns:${subApp}:${page}`;

export function keepIntent(subApp: SubAppId, page: string, data: unknown): void {
  try {
    sessionStorage.setItem(keyOf(subApp, page), JSON.stringify({ data }));
  } catch {
    // Storage off (private mode on old WebViews): the user asks again after signing in.
  }
}

export function takeIntent(subApp: SubAppId, page: string): { data: unknown } | null {
  try {
    const raw = sessionStorage.getItem(keyOf(subApp, page));
    sessionStorage.removeItem(keyOf(subApp, page));
    const v = raw ? (JSON.parse(raw) as { data?: unknown }) : null;
    return v && typeof v === 'object' ? { data: v.data } : null;
  } catch {
    return null;
  }
}

/** Whether the caller is signed in to this sub-app, and the way to sign in and come back here. */
export function useSignIn(sub: SubApp) {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = readToken(sub, defaultStore()) !== null;
  const signIn = (page: string, data: unknown = true) => {
    keepIntent(sub.id, page, data);
    navigate(loginPathFor(location)!);
  };
  return { signedIn, signIn };
}
