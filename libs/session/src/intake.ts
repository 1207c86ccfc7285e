import { appForPath, detectSubApp, pathOnly, type SubApp } from '@yoga/platform';
import { writeBrandValue } from './brand-values';
import { fullPath, hasParam, queryValues, searchWithout, type UrlParts } from './query';
import { defaultStore, type KeyValueStore } from './storage';
import { accountOfToken, forgetAccount } from './account-memory';
import { readToken, usableToken, writeToken } from './token';

export interface TokenIntake {
  /** The same location without any `token` parameter; equal to the input when there was none. */
  cleanUrl: string;
  /** True when a token was written for the location's sub-app. */
  stored: boolean;
  /**
   * Set when the link's token replaced a different one stored for the sub-app: the link may have
   * signed in another account, which the app must make visible (app-shell's AccountSwitchNotice).
   */
  switched?: AccountSwitch;
}

export interface AccountSwitch {
  subAppId: string;
  /** The account of the replaced token when this device knew it; null when it did not. */
  previousUserId: number | null;
}

/** The path the sub-app is chosen from: the hash route when the path is the root, as detectSubApp does. */
function routedPath(url: UrlParts): string {
  const path = pathOnly(url.pathname);
  return path === '/' && url.hash.startsWith('#/') ? pathOnly(url.hash.slice(1)) : path;
}

/**
 * The slim rule (spec section 4): on pages served by the slim app that run onmat's session
 * (registry sessionAliases: /slim/business/onmat_pay_info) the backend issues slim tokens with a
 * short `_s` suffix, which onmat's API knows as `_slim`.
 */
export function adaptTokenForPath(token: string, subApp: SubApp, url: UrlParts): string {
  const slimPage = appForPath(routedPath(url)) === 'slim';
  return subApp.id === 'onmat' && slimPage && token.endsWith('_s') ? `${token}lim` : token;
}

/** The last usable value of a parameter: when links get a token appended twice, the later one is the fresher. */
function lastUsable(search: string, name: string): string | null {
  const usable = queryValues(search, name)
    .map(usableToken)
    .filter((t): t is string => t !== null);
  return usable.at(-1) ?? null;
}

/**
 * A token in the query (links from native apps and mini-programs carry one) is stored for the
 * sub-app of the path, replacing whatever was stored: the link is the fresher login. Every `token`
 * parameter is then dropped from the URL, placeholders included, the rest kept verbatim. A path
 * with no sub-app has nowhere to keep a token: it is only stripped.
 */
export function takeTokenFromUrl(url: UrlParts, store: KeyValueStore): TokenIntake {
  if (!hasParam(url.search, 'token')) return { cleanUrl: fullPath(url), stored: false };
  const token = lastUsable(url.search, 'token');
  const subApp = detectSubApp(url.pathname, url.hash);
  const before = subApp ? readToken(subApp, store) : null;
  const next = subApp && token ? adaptTokenForPath(token, subApp, url) : null;
  const stored = !!(subApp && next && writeToken(subApp, next, store));
  const cleanUrl = url.pathname + searchWithout(url.search, 'token') + url.hash;
  if (!stored || !subApp || !before || before === next) return { cleanUrl, stored };
  // Another token: whoever was signed in may not be who is now. The old record no longer applies.
  const previousUserId = accountOfToken(subApp, before, store);
  forgetAccount(subApp, store);
  return { cleanUrl, stored, switched: { subAppId: subApp.id, previousUserId } };
}

/**
 * An `openId` query is remembered, encoded, for the brands with an openId key in the registry
 * (onmat, phala, yoga-bay, beaticam, cycling). It is not a secret and later pages read it from
 * the URL too, so it stays there.
 */
export function takeOpenIdFromUrl(url: UrlParts, store: KeyValueStore): boolean {
  const openId = lastUsable(url.search, 'openId');
  const subApp = detectSubApp(url.pathname, url.hash);
  return !!(openId && subApp && writeBrandValue(subApp.brand, 'openId', openId, store));
}

/**
 * Runs both intakes on the page's own location and removes the token from the address bar with a
 * replace (no extra history entry). It must run before the router starts and before any request,
 * asset load or error report, so none of them ever sees the token.
 */
export function intakeFromLocation(
  store: KeyValueStore = defaultStore(),
  loc: UrlParts = window.location,
  hist: Pick<History, 'replaceState' | 'state'> = window.history,
): TokenIntake {
  const url = { pathname: loc.pathname, search: loc.search, hash: loc.hash };
  takeOpenIdFromUrl(url, store);
  const result = takeTokenFromUrl(url, store);
  if (result.cleanUrl !== fullPath(url)) hist.replaceState(hist.state, '', result.cleanUrl);
  return result;
}
