import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: loginScreens.login`. */
export const loginScreens = withCatalog(
  catalog,
  {
    login: () => import('./login-screen'),
    chatLogin: () => import('./chat-login-screen'),
    /** beaticam wx_open_id: the chat platform's openId (snsapi_base), then back. */
    openId: () => import('./open-id-screen'),
  } satisfies ScreenMap,
  {
    login: msg`登录`,
    chatLogin: msg`微信登录`,
    openId: msg`微信授权`,
  },
);
