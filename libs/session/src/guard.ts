import { detectSubApp } from '@yoga/platform';
import type { UrlParts } from './intake';
import type { KeyValueStore } from './storage';
import { readToken } from './token';

export type GuardDecision = { kind: 'pass' } | { kind: 'login'; to: string };

/** The login route of the location's sub-app, carrying the encoded full path to come back to. */
export function loginPathFor(loc: UrlParts): string | null {
  const subApp = detectSubApp(loc.pathname, loc.hash);
  if (!subApp) return null;
  return `${subApp.login}?redirect=${encodeURIComponent(loc.pathname + loc.search + loc.hash)}`;
}

/**
 * Spec section 2: a route with auth false, or unknown to the router, passes; a protected route of a
 * sub-app with no usable token for that sub-app (coach routes read the coach token) goes to login.
 */
export function guardRoute(loc: UrlParts & { auth?: boolean }, store: KeyValueStore): GuardDecision {
  if (!loc.auth) return { kind: 'pass' };
  const subApp = detectSubApp(loc.pathname, loc.hash);
  if (!subApp || readToken(subApp, store)) return { kind: 'pass' };
  return { kind: 'login', to: loginPathFor(loc)! };
}
