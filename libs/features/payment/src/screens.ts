import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; its strings load beside it (withCatalog). */
export const paymentScreens = withCatalog(
  catalog,
  {
    /** app/pay_info?orderNo= of onmat, phala and yoga bay. */
    payInfo: () => import('./pay-info-screen'),
    /** pay_success?orderNo= (onmat, phala) and apply_course_success?orderNo= (yoga bay). */
    paySuccess: () => import('./pay-success-screen'),
    /** A store order's result: product/pay_success, film_pay_success, equipment_pay_success (cashier inline there). */
    storePaySuccess: () => import('./store-pay-success-screen'),
  } satisfies ScreenMap,
  {
    payInfo: msg`订单支付`,
    paySuccess: msg`支付成功`,
    storePaySuccess: msg`支付成功`,
  },
);
