import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk. */
export const materialsScreens = withCatalog(
  catalog,
  {
    uploadInitial: () => import('./upload-initial-screen'),
    upload: () => import('./upload-screen'),
    record: () => import('./record-screen'),
    homework: () => import('./homework-screen'),
  } satisfies ScreenMap,
  {
    uploadInitial: msg`首次上传资料`,
    upload: msg`上传资料`,
    record: msg`资料记录`,
    homework: msg`上传资料`,
  },
);
