import { msg } from '@lingui/core/macro';
import { defineRoutes } from '@yoga/app-shell';
import { loginScreens } from '@yoga/feature-login';
import { shopScreens } from '@yoga/feature-shop';
import { paymentScreens } from '@yoga/feature-payment';

/** Every route of routes.json served by this app; a route without `screen` shows the under-construction notice. */
export const routes = defineRoutes([
  { path: '/beaticam/login', title: msg`登录`, auth: false, screen: loginScreens.login, query: false },
  { path: '/beaticam/wx_open_id', title: msg`微信授权`, auth: false, screen: loginScreens.openId },
  {
    path: '/beaticam/film_list',
    title: msg`购买相纸`,
    auth: false,
    screen: shopScreens.filmList,
  },
  {
    path: '/beaticam/film_discount/:filmId',
    title: msg`相纸优惠`,
    auth: false,
    screen: shopScreens.filmDiscount,
  },
  {
    path: '/beaticam/film_pay_success',
    title: msg`支付成功`,
    auth: false,
    screen: paymentScreens.storePaySuccess,
  },
  { path: '/beaticam/pay_info', title: msg`订单支付`, auth: true, screen: paymentScreens.payInfo },
]);
