import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** service (and slim's service_new), faq, and slim's faq_details. */
export const supportScreens = withCatalog(
  catalog,
  {
    service: () => import('./service-screen'),
    faq: () => import('./faq-screen'),
    faqDetail: () => import('./faq-detail-screen'),
  } satisfies ScreenMap,
  {
    service: msg`联系客服`,
    faq: msg`常见问题`,
    faqDetail: msg`常见问题详情`,
  },
);
