import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: certificatesScreens.search` / `.detail` (and `.reservation`, `.renewal`, `.renewalSuccess`). */
export const certificatesScreens = withCatalog(
  catalog,
  {
    search: () => import('./cert-search-screen'),
    detail: () => import('./cert-detail-screen'),
    reservation: () => import('./exam-reservation-screen'),
    renewal: () => import('./cert-renewal-screen'),
    renewalSuccess: () => import('./cert-renewal-success-screen'),
  } satisfies ScreenMap,
  {
    search: msg`证书查询`,
    detail: msg`证书详情`,
    reservation: msg`考证预约`,
    renewal: msg`证书续期`,
    renewalSuccess: msg`续期成功`,
  },
);
