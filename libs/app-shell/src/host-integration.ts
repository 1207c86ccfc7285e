import {
  captureEntryUrl,
  configureChatOAuth,
  configureChatSdk,
  applyShare,
  shareData,
  openNativePage,
  type ChatSdk,
} from '@yoga/chat-sdk';
import { currentHostEnv, detectHost, isMiniProgram, assetBase, homeOf } from '@yoga/platform';
import { api } from '@yoga/api';
import { appConfig } from './config';

let sdk: Promise<ChatSdk | null> | null = null;

/** At boot, before the router: the URL to sign, and the SDK where the chat platform is the host. */
export function startHostIntegration(): void {
  captureEntryUrl();
  configureChatOAuth(appConfig().chat);
  const host = detectHost(currentHostEnv());
  if (host !== 'chat-browser' && host !== 'chat-mini-program') return;
  const { chat } = appConfig();
  sdk = configureChatSdk({
    appId: chat.appId,
    fixedAppId: chat.fixedAppId,
    fixedSignPath: chat.fixedSignPath,
    // The request layer loads with the SDK, off the first screen's critical path.
    sign: (path, url) => api.standard.post(path, { url }, { showError: false }),
  });
}

/** Each page's share card: its title, a line about the product, the default product icon. */
export function sharePage(title: string, desc: string): void {
  void sdk?.then(
    (s) =>
      s &&
      applyShare(s, shareData({ title, desc }, `${location.origin}${assetBase('public')}share-icon.png`)),
  );
}

/**
 * "Home" inside a mini-program is the native home tab; elsewhere `home`, the current sub-app's home
 * (the product index outside sub-apps), reached by `go` (the app shell moves client-side when it can).
 */
export function goHome(
  home = homeOf(location.pathname, location.hash),
  go: (to: string) => void = (to) => location.assign(to),
): void {
  const host = detectHost(currentHostEnv());
  if (isMiniProgram(host)) void openNativePage(host, 'pages/index/index');
  else go(home);
}
