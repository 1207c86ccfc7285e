import type { ApiConfig, ApiEffects, ClientKind } from '@yoga/api';
import { i18n } from '@yoga/i18n';
import { currentHostEnv, detectHost, detectSubApp, subApps, type SubApp } from '@yoga/platform';
import { clearToken, defaultStore, loginPathFor, readToken, writeBrandValue } from '@yoga/session';
import { confirmDialog, showToast } from '@yoga/ui';
import { appConfig } from './config';
import { miniProgramLogin } from './host-integration';

/** How long the login-expired toast shows before the login page replaces the current one. */
export const LOGIN_REDIRECT_DELAY_MS = 1200;

const sumanStudent = subApps.find((s) => s.id === 'suman')!;
const here = () => ({ pathname: location.pathname, search: location.search, hash: location.hash });
const subAppHere = (): SubApp | null => detectSubApp(location.pathname, location.hash);
/** The sub-app whose login a refusal concerns: the page's own; for a suman-style request made
 * outside the suman family (an explicit `api.suman` call), the suman student's. */
const subAppOf = (kind: ClientKind): SubApp | null => {
  const sub = subAppHere();
  return kind === 'suman' && sub?.client !== 'suman' ? sumanStudent : sub;
};

/** The request layer's UI and navigation, as this product does them. */
export function browserEffects(nav: Pick<Location, 'assign'> = window.location): ApiEffects {
  // The toast's own chunk may still be loading on a slow phone: the moment to read it starts when it shows.
  let shown: Promise<unknown> = Promise.resolve();
  const goLogin = (kind: ClientKind) => {
    const loc = here();
    const sub = subAppOf(kind);
    const to =
      kind === 'suman'
        ? `${sub!.login}?redirect=${encodeURIComponent(loc.pathname + loc.search + loc.hash)}`
        : loginPathFor(loc);
    // A moment for the "not logged in" toast to be read before the page changes.
    const go = () => setTimeout(() => nav.assign(to ?? sub?.login ?? '/'), LOGIN_REDIRECT_DELAY_MS);
    void shown.then(go, go);
  };
  return {
    toast: (m) => void (shown = showToast(m)),
    confirm: confirmDialog,
    host: () => detectHost(currentHostEnv()),
    clearToken: (kind) => {
      const sub = subAppOf(kind);
      if (sub) clearToken(sub, defaultStore());
    },
    goLogin,
    miniProgramLogin: () => void miniProgramLogin(detectHost(currentHostEnv())),
    chatOAuth: () => {
      // Remember where the user was; the platform sends them back to the suman H5 login page.
      const loc = here();
      writeBrandValue('suman', 'returnUrl', loc.pathname + loc.search + loc.hash, defaultStore());
      const { chat } = appConfig();
      // The SDK wrapper loads only now: a data screen's requests do not carry it.
      void import('@yoga/chat-sdk').then(({ startChatOAuth }) => {
        const went =
          !!chat.appId &&
          startChatOAuth({
            appId: chat.appId,
            authorizeUrl: chat.authorizeUrl,
            redirectUri: `${location.origin}/suman/wx_h5_login`,
          });
        if (!went) goLogin('suman'); // no app id in this build, or a loop: the web login still works
      });
    },
  };
}

/** The request layer's configuration on this page: base, key, tokens of the current sub-app, effects. */
export function apiConfig(): ApiConfig {
  const cfg = appConfig();
  return {
    apiBase: cfg.apiBase,
    compactKey: cfg.compactKey,
    getLocale: () => i18n.locale || 'zh',
    auth: {
      sumanToken: () => readToken(sumanStudent, defaultStore()),
      token: () => {
        const sub = subAppHere();
        return sub ? readToken(sub, defaultStore()) : null;
      },
    },
    effects: browserEffects(),
  };
}
