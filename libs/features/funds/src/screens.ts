import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; bay wires `screen: fundsScreens.detail`. */
export const fundsScreens = withCatalog(
  catalog,
  {
    detail: () => import('./fund-detail-screen'),
  } satisfies ScreenMap,
  {
    detail: msg`投票详情`,
  },
);
