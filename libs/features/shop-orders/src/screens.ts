import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: shopOrdersScreens.record`. */
export const shopOrdersScreens = withCatalog(
  catalog,
  {
    /** product/record?status= (onmat, phala): my store orders by status. */
    record: () => import('./record-screen'),
    /** post_order_info/:postOrderId (onmat, phala, slim): a shipment's tracking. */
    shipment: () => import('./shipment-screen'),
    /** product/evaluate/:orderId (onmat, phala): review the items of a received order. */
    evaluate: () => import('./evaluate-screen'),
  } satisfies ScreenMap,
  {
    record: msg`购买记录`,
    shipment: msg`物流信息`,
    evaluate: msg`商品评价`,
  },
);
