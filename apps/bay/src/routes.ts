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
  { path: '/bay/login', title: msg`登录`, auth: false, screen: loginScreens.login, query: false },
  { path: '/bay/fund_detail/:id', title: msg`投票详情`, auth: false, screen: fundsScreens.detail },
  { path: '/bay/apply_course_success', title: msg`报名成功`, auth: false, screen: paymentScreens.paySuccess },
  {
    path: '/bay/cert_renewal_success',
    title: msg`续期成功`,
    auth: false,
    screen: certificatesScreens.renewalSuccess,
  },
  { path: '/bay/agreement_list', title: msg`协议与条款`, auth: false, screen: agreementsScreens.list },
  { path: '/bay/agreement/:key', title: msg`协议详情`, auth: false, screen: agreementsScreens.byKey },
  { path: '/bay/service', title: msg`联系客服`, auth: false, screen: supportScreens.service },
  { path: '/bay/cert_renewal', title: msg`证书续期`, auth: false, screen: certificatesScreens.renewal },
  { path: '/bay/app/pay_info', title: msg`订单支付`, auth: true, screen: paymentScreens.payInfo },
  {
    path: '/bay/pay_info',
    title: msg`订单支付`,
    auth: false,
    redirect: '/bay/app/pay_info',
    keepQuery: true,
  },
  { path: '/bay/destroy_apply', title: msg`注销账号`, auth: false, screen: accountScreens.destroyApply },
  { path: '/bay/download', title: msg`下载App`, auth: false, screen: downloadsScreens.download },
]);
