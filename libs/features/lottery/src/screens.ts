import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; slim wires `lotteryScreens.activity` / `.receiveGoods`. */
export const lotteryScreens = withCatalog(
  catalog,
  {
    activity: () => import('./lottery-activity-screen'),
    receiveGoods: () => import('./receive-goods-screen'),
  } satisfies ScreenMap,
  {
    activity: msg`幸运抽奖`,
    receiveGoods: msg`领取奖品`,
  },
);
