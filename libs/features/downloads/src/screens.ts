import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk. */
export const downloadsScreens = withCatalog(
  catalog,
  {
    download: () => import('./download-screen'),
    downloadTest: () => import('./download-test-screen'),
    downloadTv: () => import('./download-tv-screen'),
    open: () => import('./open-screen'),
    tvLogin: () => import('./tv-login-screen'),
    webviewTest: () => import('./webview-test-screen'),
    coachCard: () => import('./coach-card-screen'),
    myCoach: () => import('./my-coach-screen'),
  } satisfies ScreenMap,
  {
    download: msg`下载App`,
    downloadTest: msg`下载App（测试）`,
    downloadTv: msg`下载TV版`,
    open: msg`打开App`,
    tvLogin: msg`TV 登录`,
    webviewTest: msg`页面测试`,
    coachCard: msg`联系老师`,
    myCoach: msg`添加老师微信`,
  },
);
