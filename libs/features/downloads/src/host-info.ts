import { currentHostEnv, detectHost, type Host } from '@yoga/platform';

export type Os = 'ios' | 'android' | 'other';

/** The phone's system, from the user agent (iPadOS reports a Mac with touch). */
export function osOf(userAgent: string, touchPoints = 0): Os {
  const ua = userAgent.toLowerCase();
  if (/iphone|ipad|ipod/.test(ua) || (ua.includes('macintosh') && touchPoints > 1)) return 'ios';
  if (ua.includes('android') || ua.includes('harmonyos')) return 'android';
  return 'other';
}

export interface HostInfo {
  host: Host;
  os: Os;
  userAgent: string;
}

/** Where the page runs now: the platform's host detection plus the phone's system. */
export function hostInfo(): HostInfo {
  const env = currentHostEnv();
  return {
    host: detectHost(env),
    os: osOf(env.userAgent, navigator.maxTouchPoints ?? 0),
    userAgent: env.userAgent,
  };
}

/** The JS bridges a web-view may inject, by the name a developer knows them by. */
export function bridgesPresent(w: Window = window): string[] {
  const g = w as unknown as Record<string, unknown> & { webkit?: { messageHandlers?: object } };
  const names = [
    'WeixinJSBridge',
    'wx',
    'tt',
    'my',
    'AlipayJSBridge',
    'Android',
    'AndroidBridge',
    '__wxjs_environment',
  ];
  const found = names.filter((n) => g[n] !== undefined && g[n] !== null);
  if (g.webkit?.messageHandlers) found.push('webkit.messageHandlers');
  return found;
}

/** Whether a storage can be written and read back (private modes and some web-views refuse). */
export function storageWorks(kind: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const s = window[kind];
    const k = '__yoga_probe__';
    s.setItem(k, '1');
    const ok = s.getItem(k) === '1';
    s.removeItem(k);
    return ok;
  } catch {
    return false;
  }
}
