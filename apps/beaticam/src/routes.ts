import { defineRoutes } from '@yoga/app-shell';
import { loginScreens } from '@yoga/feature-login';
import { shopScreens } from '@yoga/feature-shop';
import { paymentScreens } from '@yoga/feature-payment';

/** Every route of routes.json served by this app; a route without `screen` shows the under-construction notice. */
export const routes = defineRoutes([
  { path: '/beaticam/login', auth: false, screen: loginScreens.login, query: false },
  { path: '/beaticam/wx_open_id', auth: false, screen: loginScreens.openId },
  {
    path: '/beaticam/film_list',
    auth: false,
    screen: shopScreens.filmList,
  },
  {
    path: '/beaticam/film_discount/:filmId',
    auth: false,
    screen: shopScreens.filmDiscount,
  },
  {
    path: '/beaticam/film_pay_success',
    auth: false,
    screen: paymentScreens.storePaySuccess,
  },
  { path: '/beaticam/pay_info', auth: true, screen: paymentScreens.payInfo },
]);
