import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; the suman app wires each to its route. */
export const campaignsScreens = withCatalog(
  catalog,
  {
    event: () => import('./event-screen'),
    welfare: () => import('./welfare-screen'),
    representative: () => import('./representative-screen'),
    mat: () => import('./mat-screen'),
    recipes: () => import('./recipes-screen'),
    submitSuccess: () => import('./submit-success-screen'),
  } satisfies ScreenMap,
  {
    event: msg`女神节活动`,
    welfare: msg`专属福利`,
    representative: msg`学员代表`,
    mat: msg`TPU瑜伽垫`,
    recipes: msg`三餐食谱`,
    submitSuccess: msg`提交成功`,
  },
);
