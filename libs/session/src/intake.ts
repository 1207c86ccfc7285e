import { detectSubApp, type SubApp } from '@yoga/platform';
import { writeBrandValue } from './encoding';
import { defaultStore, type KeyValueStore } from './storage';
import { usableToken, writeToken } from './token';

export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The slim rule of spec section 4: onmat's session on a slim path turns a `_s` token into `_slim`. */
function adaptToken(token: string, subApp: SubApp, pathname: string): string {
  const onSlimPath = pathname === '/slim' || pathname.startsWith('/slim/');
  return subApp.id === 'onmat' && onSlimPath && token.endsWith('_s') ? `${token}lim` : token;
}

/**
 * A token in the query (links from the native apps and mini-programs carry one) is stored for the
 * sub-app of the path, then every `token` parameter is removed, the rest of the query and the hash
 * kept. The query wins over a stored token: it is the fresher one. Of `?token=a&token=b` the last
 * usable value counts. Placeholders are not stored but still removed.
 */
export function takeTokenFromUrl(url: UrlParts, store: KeyValueStore): { cleanUrl: string; stored: boolean } {
  const params = new URLSearchParams(url.search);
  const original = url.pathname + url.search + url.hash;
  if (!params.has('token')) return { cleanUrl: original, stored: false };
  const candidates = params.getAll('token').map(usableToken).filter((t): t is string => !!t);
  params.delete('token');
  const query = params.toString();
  const cleanUrl = url.pathname + (query ? `?${query}` : '') + url.hash;
  const subApp = detectSubApp(url.pathname, url.hash);
  const token = candidates.at(-1);
  const stored = !!(subApp && token && writeToken(subApp, adaptToken(token, subApp, url.pathname), store));
  return { cleanUrl, stored };
}

/** An `openId` query is remembered (encoded) for the brands that keep one; it stays in the URL. */
export function takeOpenIdFromUrl(url: UrlParts, store: KeyValueStore): boolean {
  const openId = new URLSearchParams(url.search).get('openId')?.trim();
  const subApp = detectSubApp(url.pathname, url.hash);
  if (!openId || !subApp || !usableToken(openId)) return false;
  return writeBrandValue(subApp.brand, 'openId', openId, store);
}

/** Runs before the router, any request or any error report, so none of them sees the token. */
export function intakeFromLocation(store: KeyValueStore = defaultStore()): void {
  const url = { pathname: location.pathname, search: location.search, hash: location.hash };
  takeOpenIdFromUrl(url, store);
  const { cleanUrl } = takeTokenFromUrl(url, store);
  if (cleanUrl !== url.pathname + url.search + url.hash) history.replaceState(history.state, '', cleanUrl);
}
