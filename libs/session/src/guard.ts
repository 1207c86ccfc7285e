import { detectSubApp, underPrefix } from '@yoga/platform';
import { searchWithout, type UrlParts } from './query';
import type { KeyValueStore } from './storage';
import { readToken } from './token';

export type GuardDecision = { kind: 'pass' } | { kind: 'login'; to: string };

export interface GuardInput extends UrlParts {
  /** The route's auth flag; undefined for a route the router does not know. */
  auth?: boolean;
}

/**
 * The login route of the location's sub-app with `redirect` holding the encoded full path, or null
 * for a path outside every sub-app. Used by the guard and by the request layer on 403. A `token`
 * parameter is dropped from the redirect even though intake should have removed it already: a
 * token must never ride along into the login URL, its logs or its referrer.
 */
export function loginPathFor(loc: UrlParts): string | null {
  const subApp = detectSubApp(loc.pathname, loc.hash);
  if (!subApp) return null;
  const back = loc.pathname + searchWithout(loc.search, 'token') + loc.hash;
  return `${subApp.login}?redirect=${encodeURIComponent(back)}`;
}

/**
 * Spec section 2: a route with auth false, or unknown to the router, passes; so does a path of no
 * sub-app. A protected route without a usable token of its own sub-app (coach prefixes read the
 * coach key) goes to that sub-app's login. readToken takes the LAST element of a stored array here
 * too, unlike the spec's teacher guard (first element): see parseStoredToken for why.
 */
export function guardRoute(input: GuardInput, store: KeyValueStore): GuardDecision {
  if (input.auth !== true) return { kind: 'pass' };
  const subApp = detectSubApp(input.pathname, input.hash);
  if (!subApp || readToken(subApp, store)) return { kind: 'pass' };
  // A login route marked auth by mistake must not send the user to itself forever.
  if (underPrefix(input.pathname, subApp.login)) return { kind: 'pass' };
  return { kind: 'login', to: loginPathFor(input)! };
}
