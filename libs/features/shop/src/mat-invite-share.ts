import { currentHostEnv, detectHost } from '@yoga/platform';
import { copyText } from '@yoga/ui';

export interface InviteShare {
  title: string;
  desc: string;
  /** Absolute: the chat platform and other apps open it outside this page. */
  link: string;
  image: string;
}

/** How the invite went out: a share card set in the chat app, the system sheet, or a copied link. */
export type ShareOutcome = 'chat-card' | 'shared' | 'cancelled' | 'copied' | 'failed';

/** Seams for tests: the host and the browser's share and clipboard. */
export const shareEffects = {
  host: () => detectHost(currentHostEnv()),
  share: (d: ShareData) => navigator.share(d),
  canShare: () => typeof navigator.share === 'function',
  copy: async (text: string) => {
    if (!(await copyText(text))) throw new Error('copy failed');
  },
};

/**
 * The chat browser cannot share from a button: its SDK sets the card the menu (top right) shares, so
 * the screen then points at the menu. Elsewhere the Web Share sheet when the browser has one, else
 * the link goes to the clipboard.
 */
export async function shareInvite(s: InviteShare): Promise<ShareOutcome> {
  if (shareEffects.host() === 'chat-browser') {
    // The SDK wrapper is its own chunk: only the chat browser loads it, on tap. The card goes through
    // the app's one SDK setup (made at boot with the fixed app id rule), never a second signing.
    const sdk = await import('@yoga/chat-sdk');
    const card = { title: s.title, desc: s.desc, imgUrl: s.image, link: s.link };
    if (await sdk.shareScreen(card, s.image)) return 'chat-card';
  }
  if (shareEffects.canShare()) {
    try {
      await shareEffects.share({ title: s.title, text: s.desc, url: s.link });
      return 'shared';
    } catch (e) {
      if ((e as Error).name === 'AbortError') return 'cancelled';
      // Not allowed here (an insecure page, no user gesture left): the clipboard instead.
    }
  }
  try {
    await shareEffects.copy(s.link);
    return 'copied';
  } catch {
    return 'failed';
  }
}
