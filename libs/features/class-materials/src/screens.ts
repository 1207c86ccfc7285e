import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; the suman app wires the three material routes. */
export const classMaterialsScreens = withCatalog(
  catalog,
  {
    teaching: () => import('./teaching-screen'),
    strengthen: () => import('./strengthen-screen'),
    season: () => import('./season-screen'),
  } satisfies ScreenMap,
  {
    teaching: msg`教学资料`,
    strengthen: msg`强化课程资料`,
    season: msg`季度课程资料`,
  },
);
