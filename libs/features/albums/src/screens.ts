import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: albumsScreens.list` / `.month`. */
export const albumsScreens = withCatalog(
  catalog,
  {
    list: () => import('./photo-list-screen'),
    month: () => import('./month-screen'),
    year2023: () => import('./year-2023-screen'),
    year2024: () => import('./year-2024-screen'),
  } satisfies ScreenMap,
  {
    list: msg`相册列表`,
    month: msg`月度相册`,
    year2023: msg`2023 练习相册`,
    year2024: msg`2024 练习相册`,
  },
);
