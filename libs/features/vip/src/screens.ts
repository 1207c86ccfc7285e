import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; its strings load beside it (withCatalog). */
export const vipScreens = withCatalog(
  catalog,
  {
    vipPay: () => import('./vip-pay-screen'),
    vipShare: () => import('./vip-share-screen'),
    recipeVip: () => import('./recipe-vip-screen'),
    myVip: () => import('./my-vip-screen'),
    dingPay: () => import('./ding-pay-screen'),
  } satisfies ScreenMap,
  {
    vipPay: msg`开通会员`,
    vipShare: msg`会员分享`,
    recipeVip: msg`食谱会员`,
    myVip: msg`我的会员`,
    dingPay: msg`定金支付`,
  },
);
