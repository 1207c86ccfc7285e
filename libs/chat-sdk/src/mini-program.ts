import type { Host } from '@yoga/platform';
import { loadChatSdk, type MiniProgramBridge } from './wx';

/** The native tab pages: reached by switching tabs, not by pushing a page. */
export const TAB_PAGES = [
  'pages/index/index',
  'pages/choose_course/index',
  'pages/store/index',
  'pages/mine/index',
];
export const NATIVE_LOGIN_PAGE = 'pages/login/index';

type Bridges = { chat: () => Promise<MiniProgramBridge>; video: () => MiniProgramBridge | null };

const defaultBridges: Bridges = {
  chat: async () => (await loadChatSdk()).miniProgram,
  // The short-video platform injects its own `tt` object into its web-views.
  video: () => (globalThis as { tt?: { miniProgram?: MiniProgramBridge } }).tt?.miniProgram ?? null,
};

async function bridgeFor(host: Host, b: Bridges): Promise<MiniProgramBridge | null> {
  if (host === 'chat-mini-program') return b.chat();
  if (host === 'video-mini-program') return b.video();
  return null;
}

/** Opens a native page: tab pages by tab switching, others by ordinary navigation. */
export async function openNativePage(
  host: Host,
  page: string,
  query = '',
  bridges: Bridges = defaultBridges,
): Promise<boolean> {
  const bridge = await bridgeFor(host, bridges);
  if (!bridge) return false;
  const path = page.replace(/^\/+/, '');
  const url = `/${path}${query ? `?${query}` : ''}`;
  if (TAB_PAGES.includes(path)) bridge.switchTab({ url: `/${path}` });
  else bridge.navigateTo({ url });
  return true;
}

/** Login inside a mini-program is the native login page, told where to come back to. */
export function nativeLoginQuery(href: string, historyLength: number): string {
  return `source=H5&link=${encodeURIComponent(href)}&historyLength=${historyLength}`;
}

export function miniProgramLogin(host: Host, bridges: Bridges = defaultBridges): Promise<boolean> {
  return openNativePage(host, NATIVE_LOGIN_PAGE, nativeLoginQuery(location.href, history.length), bridges);
}
