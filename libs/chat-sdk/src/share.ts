import { applyShare, configureChatSdk, shareData, type PageShare, type SdkOptions } from './configure';
import type { ChatSdk } from './wx';

// The one configuration of the chat SDK on this page. Signing again elsewhere would skip the app
// shell's options (the fixed app id signed by its own call, spec section 8) and configure twice.
let setup: Promise<ChatSdk | null> | null = null;
// The page whose screen set a card of its own: the app's generic card must not replace it. By path
// only: a screen changing its own query (a chosen class time) keeps its card, and another item on
// the same screen brings its own card once loaded.
let ownCardAt: string | null = null;

const here = () => location.pathname;

/** Configures the SDK once (the app shell, at boot, with the fixed app id rule); later calls share it. */
export function setupChatSdk(o: SdkOptions): Promise<ChatSdk | null> {
  return (setup ??= configureChatSdk(o));
}

/** The setup made at boot, or null where the host has no chat SDK (a plain browser). */
export const chatSdkSetup = (): Promise<ChatSdk | null> | null => setup;

async function apply(p: PageShare, defaultImage: string): Promise<boolean> {
  const sdk = await setup;
  if (!sdk) return false;
  applyShare(sdk, shareData(p, defaultImage));
  return true;
}

/**
 * A screen's own card (title, image, link of the thing it shows), set once that data has loaded.
 * Resolves false where there is no configured SDK, so a caller may fall back to another way.
 */
export function shareScreen(p: PageShare, defaultImage: string): Promise<boolean> {
  ownCardAt = here();
  return apply(p, defaultImage);
}

/** The app's card for a screen without one of its own; it leaves a screen's own card in place. */
export function shareDefault(p: PageShare, defaultImage: string): Promise<boolean> {
  if (ownCardAt === here()) return Promise.resolve(false);
  ownCardAt = null;
  return apply(p, defaultImage);
}

/** For tests: forget the setup and any screen's card. */
export function resetChatSdkSetup(): void {
  setup = null;
  ownCardAt = null;
}
