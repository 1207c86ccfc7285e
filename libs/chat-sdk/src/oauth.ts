import { chatOAuthTarget, setChatOAuthTarget } from '@yoga/platform';
/**
 * The chat platform's OAuth code fetch: a full-page redirect to its authorisation page with appid,
 * scope snsapi_userinfo, an empty state and our redirect_uri; it comes back with `code`.
 * Loops are guarded: a code is used once and removed from the URL, and a return without a usable
 * code right after we sent the user off does not send them off again.
 *
 * Login CSRF: the spec keeps `state` empty, so nothing in the URL proves this browser asked for the
 * code; a link carrying someone else's code would sign the victim in as that someone. Instead this
 * tab remembers, before leaving, which login page it sent off and when (session storage is per tab
 * and per origin, out of an attacker's reach); only a code arriving back at that page while the
 * marker is fresh is taken, and the marker is used up with it.
 */
const STARTED_KEY = 'chat_oauth_started_at';
const USED_KEY = 'chat_oauth_used_codes';
const PENDING_KEY = 'chat_oauth_pending';
const LOOP_WINDOW_MS = 60_000;
/** Long enough to read the consent page; short enough that a stale marker does not linger. */
const PENDING_TTL_MS = 10 * 60_000;

export interface OAuthOptions {
  appId: string;
  /** The platform's authorisation page (configurable so a stand-in can play it in development). */
  authorizeUrl: string;
  redirectUri: string;
  /** snsapi_userinfo (login) by default; snsapi_base asks silently for the openId only (wx_open_id). */
  scope?: 'snsapi_userinfo' | 'snsapi_base';
  /** A tap on 重试 is the user's own choice, not a loop: it skips the loop window. */
  userInitiated?: boolean;
  now?: () => number;
  go?: (url: string) => void;
}

/** Set once by the app shell from the build's config (kept in the platform lib, see entry.ts). */
export const configureChatOAuth = setChatOAuthTarget;

/** This build's app id and authorisation page, or null when the build has no chat app id. */
export const chatOAuthConfig = (): Pick<OAuthOptions, 'appId' | 'authorizeUrl'> | null => chatOAuthTarget();

export function oauthUrl(o: Pick<OAuthOptions, 'appId' | 'authorizeUrl' | 'redirectUri' | 'scope'>): string {
  const q = new URLSearchParams({
    appid: o.appId,
    redirect_uri: o.redirectUri,
    response_type: 'code',
    scope: o.scope ?? 'snsapi_userinfo',
    state: '',
  });
  return `${o.authorizeUrl}?${q.toString()}#wechat_redirect`;
}

/** Sends the user to the platform's authorisation, unless that would loop. Returns whether it went. */
export function startChatOAuth(o: OAuthOptions): boolean {
  const now = (o.now ?? Date.now)();
  const started = Number(sessionStorage.getItem(STARTED_KEY) ?? 0);
  if (!o.userInitiated && now - started < LOOP_WINDOW_MS) return false;
  sessionStorage.setItem(STARTED_KEY, String(now));
  const path = new URL(o.redirectUri, location.href).pathname;
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ path, at: now }));
  (o.go ?? ((u) => location.replace(u)))(oauthUrl(o));
  return true;
}

function usedCodes(): string[] {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(USED_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads and removes this tab's marker; true when it was set for `path` within the last minutes. */
function takePending(path: string, now: number): boolean {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  try {
    const v = JSON.parse(raw ?? 'null') as { path?: unknown; at?: unknown } | null;
    return !!v && v.path === path && typeof v.at === 'number' && now >= v.at && now - v.at <= PENDING_TTL_MS;
  } catch {
    return false;
  }
}

/**
 * Takes `code` (and `state`) out of the address bar; returns the code only when this tab started
 * the authorisation for this page moments ago and the code has not been used before. Any other
 * code is dropped unused. Call before the router starts, like the token intake.
 */
export function takeOAuthCode(
  win: Pick<Window, 'location' | 'history'> = window,
  now = Date.now(),
): string | null {
  const url = new URL(win.location.href);
  const code = url.searchParams.get('code');
  if (code === null) return null;
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  const asked = takePending(url.pathname, now);
  const used = usedCodes();
  if (!code || !asked || used.includes(code)) return null;
  sessionStorage.setItem(USED_KEY, JSON.stringify([...used, code].slice(-20)));
  sessionStorage.removeItem(STARTED_KEY);
  return code;
}
