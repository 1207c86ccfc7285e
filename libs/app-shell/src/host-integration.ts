import type { ChatSdk } from '@yoga/chat-sdk';
import {
  assetBase,
  captureEntryUrl,
  currentHostEnv,
  detectHost,
  homeOf,
  isMiniProgram,
  setChatOAuthTarget,
} from '@yoga/platform';
import { api } from '@yoga/api';
import { appConfig } from './config';

// The SDK wrapper proper is its own chunk: a plain phone browser never needs it on the first screen.
const chatSdk = () => import('@yoga/chat-sdk');
let sdk: Promise<ChatSdk | null> | null = null;

/** At boot, before the router: the URL to sign, and the SDK where the chat platform is the host. */
export function startHostIntegration(): void {
  captureEntryUrl();
  const { chat } = appConfig();
  setChatOAuthTarget(chat);
  const host = detectHost(currentHostEnv());
  if (host !== 'chat-browser' && host !== 'chat-mini-program') return;
  // The one setup (with the fixed app id rule): screens setting their own card go through it.
  sdk = chatSdk().then((m) =>
    m.setupChatSdk({
      appId: chat.appId,
      fixedAppId: chat.fixedAppId,
      fixedSignPath: chat.fixedSignPath,
      // The request layer loads with the SDK, off the first screen's critical path.
      sign: (path, url) => api.standard.post(path, { url }, { showError: false }),
    }),
  );
}

/**
 * Each page's share card: its title, a line about the product, the default product icon; a screen
 * that made its own card from its data (course_detail, the invite) keeps it.
 */
export function sharePage(title: string, desc: string): void {
  void sdk?.then(async (s) => {
    if (!s) return;
    const m = await chatSdk();
    void m.shareDefault({ title, desc }, `${location.origin}${assetBase('public')}share-icon.png`);
  });
}

/** Inside a mini-program, login is the native page's job. */
export const miniProgramLogin = (host: ReturnType<typeof detectHost>) =>
  chatSdk().then((m) => m.miniProgramLogin(host));

export function goHome(
  home = homeOf(location.pathname, location.hash),
  go: (to: string) => void = (to) => location.assign(to),
): void {
  const host = detectHost(currentHostEnv());
  if (isMiniProgram(host)) void chatSdk().then((m) => m.openNativePage(host, 'pages/index/index'));
  else go(home);
}
