import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk. */
export const slimBusinessScreens = withCatalog(
  catalog,
  {
    course: () => import('./course-screen'),
    handbook: () => import('./handbook-screen'),
    createNumber: () => import('./create-number-screen'),
    handbookOrder: () => import('./handbook-order-screen'),
    orderData: () => import('./order-data-screen'),
    examineData: () => import('./examine-data-screen'),
    signComplete: () => import('./sign-complete-screen'),
  } satisfies ScreenMap,
  {
    course: msg`课程介绍`,
    handbook: msg`练习手册`,
    createNumber: msg`填写购课信息`,
    handbookOrder: msg`手册订单`,
    orderData: msg`订单数据`,
    examineData: msg`考核数据`,
    signComplete: msg`签约完成`,
  },
);
