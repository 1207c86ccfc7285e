import type { Host } from '@yoga/platform';
import { i18n } from '@yoga/i18n';
import { messages } from './messages';

export type ClientKind = 'suman' | 'standard';

/** What the app does for the request layer: the lib itself holds no UI and no navigation. */
export interface ApiEffects {
  toast(message: string): void;
  host(): Host;
  confirm(opts: { title: string; message: string; ok: string; cancel: string }): Promise<boolean>;
  clearToken(client: ClientKind): void;
  /** To the sub-app's login route, with `redirect` = the current page. */
  goLogin(client: ClientKind): void;
  /** Mini-program hosts: the native login page. */
  miniProgramLogin(): void;
  /** Chat-platform browser: remember the current address, then the platform's OAuth redirect. */
  chatOAuth(): void;
}

let inFlight: Promise<void> | null = null;

/**
 * Spec section 4: code 11 (suman) and 403 (others). Several requests failing together start one
 * login flow, not one each.
 */
export function handleLoginRequired(client: ClientKind, dialog: boolean, fx: ApiEffects): Promise<void> {
  inFlight ??= run(client, dialog, fx).finally(() => {
    // Let the burst of parallel failures settle before a later failure may prompt again.
    setTimeout(() => (inFlight = null), 1000);
  });
  return inFlight;
}

async function run(client: ClientKind, dialog: boolean, fx: ApiEffects): Promise<void> {
  const host = fx.host();
  if (client === 'suman' && host === 'chat-browser') return fx.chatOAuth();
  if (dialog) {
    const go = await fx.confirm({
      title: i18n._(messages.loginPromptTitle),
      message: i18n._(messages.loginPromptMessage),
      ok: i18n._(messages.loginPromptOk),
      cancel: i18n._(messages.loginPromptCancel),
    });
    if (!go) return;
    fx.clearToken(client);
  } else {
    fx.toast(i18n._(messages.loginExpired));
    fx.clearToken(client);
  }
  if (host === 'chat-mini-program' || host === 'video-mini-program') fx.miniProgramLogin();
  else fx.goLogin(client);
}

/** For tests: forget a flow in progress. */
export function resetLoginFlow(): void {
  inFlight = null;
}
