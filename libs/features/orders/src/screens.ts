import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; its strings load beside it (withCatalog). */
export const ordersScreens = withCatalog(
  catalog,
  {
    /** order_list?tab= (onmat; kept alive). */
    orderList: () => import('./order-list-screen'),
    /** order_detail?orderNo= (onmat; kept alive). */
    orderDetail: () => import('./order-detail-screen'),
    /** course/evaluate?orderId=<orderNo> (onmat, phala): write an evaluation, or read the one written. */
    evaluate: () => import('./evaluate-screen'),
  } satisfies ScreenMap,
  {
    orderList: msg`我的订单`,
    orderDetail: msg`订单详情`,
    evaluate: msg`课程评价`,
  },
);
