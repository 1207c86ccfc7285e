import { frameExemptPrefixes } from './registry';

/** Where the app runs. Detection reads only the user agent, the window width and one bridge flag. */
export type Host = 'browser' | 'chat-browser' | 'chat-mini-program' | 'video-mini-program';

export interface HostEnv {
  userAgent: string;
  /** Set by the chat platform's bridge inside a mini-program web-view. */
  wxEnvironment?: string;
  innerWidth: number;
}

export const DESKTOP_MIN_WIDTH = 1024;

export function detectHost(env: HostEnv): Host {
  const ua = env.userAgent.toLowerCase();
  if (ua.includes('toutiaomicroapp') || ua.includes('douyinmicroapp') || ua.includes('bytedancewebview'))
    return 'video-mini-program';
  if (ua.includes('micromessenger')) {
    if (ua.includes('miniprogram') || env.wxEnvironment === 'miniprogram') return 'chat-mini-program';
    return 'chat-browser';
  }
  return 'browser';
}

export const isMiniProgram = (host: Host): boolean =>
  host === 'chat-mini-program' || host === 'video-mini-program';

/** Desktop means a window wider than 1024 px, outside mini-program hosts (they are phones). */
export function isDesktop(env: HostEnv): boolean {
  return env.innerWidth > DESKTOP_MIN_WIDTH && !isMiniProgram(detectHost(env));
}

export function currentHostEnv(): HostEnv {
  const w = window as Window & { __wxjs_environment?: string };
  return {
    userAgent: navigator.userAgent,
    wxEnvironment: w.__wxjs_environment,
    innerWidth: window.innerWidth,
  };
}

/** Whether this window should show the app inside the desktop phone frame. */
export function shouldFrame(env: HostEnv, pathname: string, isTopWindow: boolean): boolean {
  return isTopWindow && isDesktop(env) && !frameExemptPrefixes.some((p) => pathname.startsWith(p));
}
