import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk (the chart only in info_item's, on demand). */
export const practiceScreens = withCatalog(catalog, {
  home: () => import('./home-screen'),
  basicInfo: () => import('./basic-info-screen'),
  myFamily: () => import('./my-family-screen'),
  addFamily: () => import('./add-family-screen'),
  manageFamily: () => import('./manage-family-screen'),
  clock: () => import('./practice-clock-screen'),
  infoItem: () => import('./info-item-screen'),
} satisfies ScreenMap);
