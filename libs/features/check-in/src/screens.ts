import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: checkInScreens.activity` / `.rules`. */
export const checkInScreens = withCatalog(
  catalog,
  {
    activity: () => import('./check-in-screen'),
    rules: () => import('./rules-screen'),
  } satisfies ScreenMap,
  {
    activity: msg`签到活动`,
    rules: msg`活动规则`,
  },
);
