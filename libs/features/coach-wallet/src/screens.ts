import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen (coach sub-apps onmat/teacher and phala/teacher). */
export const coachWalletScreens = withCatalog(
  catalog,
  {
    /** coupon_package/list: packages on sale. */
    packageList: () => import('./package-list-screen'),
    /** coupon_package/record: my bought packages with claimed / used / left. */
    packageRecord: () => import('./package-record-screen'),
    /** coupon_package/detail/:id: one bought package, its share card and claims. */
    packageDetail: () => import('./package-detail-screen'),
    /** buy_pearl: packs and my balance. */
    buyPearl: () => import('./buy-pearl-screen'),
    /** buy_pearl/record: the pearl ledger. */
    pearlRecord: () => import('./pearl-record-screen'),
  } satisfies ScreenMap,
  {
    packageList: msg`优惠券包`,
    packageRecord: msg`券包记录`,
    packageDetail: msg`券包详情`,
    buyPearl: msg`购买珍珠`,
    pearlRecord: msg`珍珠购买记录`,
  },
);
