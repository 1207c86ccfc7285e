import { msg } from '@lingui/core/macro';
import { defineRoutes } from '@yoga/app-shell';
import { supportScreens } from '@yoga/feature-support';
import { accountScreens } from '@yoga/feature-account';
import { downloadsScreens } from '@yoga/feature-downloads';
import { agreementsScreens } from '@yoga/feature-agreements';
import { certificatesScreens } from '@yoga/feature-certificates';
import { fundsScreens } from '@yoga/feature-funds';
import { loginScreens } from '@yoga/feature-login';
import { paymentScreens } from '@yoga/feature-payment';

/** Every route of routes.json served by this app; a route without `screen` shows the under-construction notice. */
export const routes = defineRoutes([
  { path: '/bay/login', auth: false, screen: loginScreens.login, query: false },
  { path: '/bay/fund_detail/:id', auth: false, screen: fundsScreens.detail },
  { path: '/bay/apply_course_success', title: msg`报名成功`, auth: false, screen: paymentScreens.paySuccess },
  {
    path: '/bay/cert_renewal_success',
    auth: false,
    screen: certificatesScreens.renewalSuccess,
  },
  { path: '/bay/agreement_list', auth: false, screen: agreementsScreens.list },
  { path: '/bay/agreement/:key', auth: false, screen: agreementsScreens.byKey },
  { path: '/bay/service', auth: false, screen: supportScreens.service },
  { path: '/bay/cert_renewal', auth: false, screen: certificatesScreens.renewal },
  { path: '/bay/app/pay_info', auth: true, screen: paymentScreens.payInfo },
  {
    path: '/bay/pay_info',
    title: msg`订单支付`,
    auth: false,
    redirect: '/bay/app/pay_info',
    keepQuery: true,
  },
  { path: '/bay/destroy_apply', auth: false, screen: accountScreens.destroyApply },
  { path: '/bay/download', auth: false, screen: downloadsScreens.download },
]);
