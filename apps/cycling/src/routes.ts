import { msg } from '@lingui/core/macro';
import { defineRoutes } from '@yoga/app-shell';
import { downloadsScreens } from '@yoga/feature-downloads';
import { agreementsScreens } from '@yoga/feature-agreements';
import { loginScreens } from '@yoga/feature-login';
import { shopScreens } from '@yoga/feature-shop';
import { paymentScreens } from '@yoga/feature-payment';

/** Every route of routes.json served by this app; a route without `screen` shows the under-construction notice. */
export const routes = defineRoutes([
  { path: '/cycling/login', auth: false, screen: loginScreens.login, query: false },
  { path: '/cycling/agreement_list', auth: false, screen: agreementsScreens.list },
  { path: '/cycling/agreement/:key', auth: false, screen: agreementsScreens.byKey },
  { path: '/cycling/download', auth: false, screen: downloadsScreens.download },
  {
    path: '/cycling/equipment',
    auth: false,
    screen: shopScreens.equipment,
  },
  {
    path: '/cycling/equipment_detail/:id',
    title: msg`装备详情`,
    auth: false,
    screen: shopScreens.productDetail,
  },
  {
    path: '/cycling/equipment_pay_success',
    auth: false,
    screen: paymentScreens.storePaySuccess,
  },
]);
