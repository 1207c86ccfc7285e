import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk (with this feature's strings beside it). */
export const coursesScreens = withCatalog(
  catalog,
  {
    detail: () => import('./course-detail-screen'),
    pay: () => import('./course-pay-screen'),
    free: () => import('./free-course-screen'),
    freeResult: () => import('./free-result-screen'),
  } satisfies ScreenMap,
  {
    detail: msg`课程详情`,
    pay: msg`课程支付`,
    free: msg`每日免费课`,
    freeResult: msg`预约结果`,
  },
);
