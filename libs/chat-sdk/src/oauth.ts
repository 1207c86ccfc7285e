/**
 * The chat platform's OAuth code fetch: a full-page redirect to its authorisation page with appid,
 * scope snsapi_userinfo, an empty state and our redirect_uri; it comes back with `code`.
 * Loops are guarded: a code is used once and removed from the URL, and a return without a usable
 * code right after we sent the user off does not send them off again.
 */
const STARTED_KEY = 'chat_oauth_started_at';
const USED_KEY = 'chat_oauth_used_codes';
const LOOP_WINDOW_MS = 60_000;

export interface OAuthOptions {
  appId: string;
  /** The platform's authorisation page (configurable so a stand-in can play it in development). */
  authorizeUrl: string;
  redirectUri: string;
  now?: () => number;
  go?: (url: string) => void;
}

let configured: Pick<OAuthOptions, 'appId' | 'authorizeUrl'> | null = null;

/** Set once by the app shell from the build's config, so screens need not know it. */
export function configureChatOAuth(c: { appId?: string; authorizeUrl: string }): void {
  configured = c.appId ? { appId: c.appId, authorizeUrl: c.authorizeUrl } : null;
}

/** This build's app id and authorisation page, or null when the build has no chat app id. */
export const chatOAuthConfig = (): Pick<OAuthOptions, 'appId' | 'authorizeUrl'> | null => configured;

export function oauthUrl(o: Pick<OAuthOptions, 'appId' | 'authorizeUrl' | 'redirectUri'>): string {
  const q = new URLSearchParams({
    appid: o.appId,
    redirect_uri: o.redirectUri,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: '',
  });
  return `${o.authorizeUrl}?${q.toString()}#wechat_redirect`;
}

/** Sends the user to the platform's authorisation, unless that would loop. Returns whether it went. */
export function startChatOAuth(o: OAuthOptions): boolean {
  const now = (o.now ?? Date.now)();
  const started = Number(sessionStorage.getItem(STARTED_KEY) ?? 0);
  if (now - started < LOOP_WINDOW_MS) return false;
  sessionStorage.setItem(STARTED_KEY, String(now));
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

/**
 * Takes `code` (and `state`) out of the address bar; returns the code when it has not been used
 * before. Call before the router starts, like the token intake.
 */
export function takeOAuthCode(win: Pick<Window, 'location' | 'history'> = window): string | null {
  const url = new URL(win.location.href);
  const code = url.searchParams.get('code');
  if (code === null) return null;
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  const used = usedCodes();
  if (!code || used.includes(code)) return null;
  sessionStorage.setItem(USED_KEY, JSON.stringify([...used, code].slice(-20)));
  sessionStorage.removeItem(STARTED_KEY);
  return code;
}
