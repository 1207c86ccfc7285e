import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: talentScreens.programme`. */
export const talentScreens = withCatalog(
  catalog,
  {
    programme: () => import('./talent-screen'),
  } satisfies ScreenMap,
  {
    programme: msg`瑜伽达人`,
  },
);
