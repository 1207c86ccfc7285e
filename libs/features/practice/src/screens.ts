import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk (the chart only in info_item's, on demand). */
export const practiceScreens = withCatalog(
  catalog,
  {
    home: () => import('./home-screen'),
    basicInfo: () => import('./basic-info-screen'),
    myFamily: () => import('./my-family-screen'),
    addFamily: () => import('./add-family-screen'),
    manageFamily: () => import('./manage-family-screen'),
    clock: () => import('./practice-clock-screen'),
    infoItem: () => import('./info-item-screen'),
  } satisfies ScreenMap,
  {
    home: msg`首页`,
    basicInfo: msg`基本信息`,
    myFamily: msg`我的家庭`,
    addFamily: msg`添加家庭成员`,
    manageFamily: msg`管理家庭成员`,
    clock: msg`练习打卡`,
    infoItem: msg`身体数据`,
  },
);
