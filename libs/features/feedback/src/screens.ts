import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: feedbackScreens.submit` etc. */
export const feedbackScreens = withCatalog(
  catalog,
  {
    submit: () => import('./submit-screen'),
    list: () => import('./list-screen'),
    detail: () => import('./detail-screen'),
  } satisfies ScreenMap,
  {
    submit: msg`提交问题`,
    list: msg`我的反馈`,
    detail: msg`问题详情`,
  },
);
