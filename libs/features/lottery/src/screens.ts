import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: lotteryScreens.list` / `.detail`. */
export const lotteryScreens = withCatalog(catalog, {
  list: () => import('./lottery-list-screen'),
  detail: () => import('./lottery-detail-screen'),
} satisfies ScreenMap);
