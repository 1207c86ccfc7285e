import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; its strings load beside it (withCatalog). */
export const walletScreens = withCatalog(
  catalog,
  {
    points: () => import('./points-screen'),
    wallet: () => import('./wallet-screen'),
    extractRecord: () => import('./extract-record-screen'),
    extractDetail: () => import('./extract-detail-screen'),
    orderDetail: () => import('./order-detail-screen'),
    studyReward: () => import('./study-reward-screen'),
  } satisfies ScreenMap,
  {
    points: msg`积分明细`,
    wallet: msg`我的钱包`,
    extractRecord: msg`提现记录`,
    extractDetail: msg`提现详情`,
    orderDetail: msg`收益详情`,
    studyReward: msg`学习奖励`,
  },
);
