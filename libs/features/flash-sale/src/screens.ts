import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; slim wires `screen: flashSaleScreens.list`. */
export const flashSaleScreens = withCatalog(
  catalog,
  {
    /** /slim/flash_sale: the day's sessions, a countdown, and the items to buy. */
    list: () => import('./flash-sale-screen'),
  } satisfies ScreenMap,
  {
    list: msg`限时抢购`,
  },
);
