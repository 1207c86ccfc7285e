/**
 * Facts about this page visit that boot records before the router moves, for code that loads later
 * (the chat SDK signs the first-entry URL; the chat login needs the build's platform app id). Kept
 * here, not in the SDK wrapper, so boot does not have to load the wrapper to record them.
 */
let entry: string | null = null;

/** The URL the page was entered with, without its fragment (the chat platform never signs one). */
export function captureEntryUrl(href: string = location.href): void {
  entry ??= href.split('#')[0]!;
}

export const entryUrl = (): string => entry ?? location.href.split('#')[0]!;

/** For tests. */
export function resetEntryUrl(): void {
  entry = null;
}

export interface ChatOAuthTarget {
  appId: string;
  /** The platform's authorisation page (configurable so a stand-in can play it in development). */
  authorizeUrl: string;
}

let chatTarget: ChatOAuthTarget | null = null;

/** Set once at boot from the build's config; null when the build has no chat app id. */
export function setChatOAuthTarget(c: { appId?: string; authorizeUrl: string }): void {
  chatTarget = c.appId ? { appId: c.appId, authorizeUrl: c.authorizeUrl } : null;
}

export const chatOAuthTarget = (): ChatOAuthTarget | null => chatTarget;
