import type { PayChannel } from '@yoga/contract';
import { chooseChatPay, openNativePage } from '@yoga/chat-sdk';
import { currentHostEnv, detectHost, type Host } from '@yoga/platform';

/**
 * The cashier's ways out of the page, in one object so tests can replace them: the host decides
 * the channel (the chat browser pays in place, mini-programs on a native page, browsers on the
 * provider's H5 cashier).
 */
export const payEffects = {
  host: (): Host => detectHost(currentHostEnv()),
  assign: (url: string) => window.location.assign(url),
  chatPay: chooseChatPay,
  openNative: openNativePage,
};

export function channelFor(host: Host): PayChannel {
  if (host === 'chat-browser') return 'jsapi';
  if (host === 'chat-mini-program' || host === 'video-mini-program') return 'mini';
  return 'h5';
}
