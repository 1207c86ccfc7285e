import { msg } from '@lingui/core/macro';
import { defineRoutes } from '@yoga/app-shell';
import { slimVideoScreens } from '@yoga/feature-slim-video';
import { practiceScreens } from '@yoga/feature-practice';
import { agreementsScreens } from '@yoga/feature-agreements';
import { supportScreens } from '@yoga/feature-support';
import { downloadsScreens } from '@yoga/feature-downloads';
import { flashSaleScreens } from '@yoga/feature-flash-sale';
import { lotteryScreens } from '@yoga/feature-lottery';
import { giftCardsScreens } from '@yoga/feature-gift-cards';
import { addressScreens } from '@yoga/feature-address';
import { loginScreens } from '@yoga/feature-login';
import { invoiceScreens } from '@yoga/feature-invoice';
import { shopOrdersScreens } from '@yoga/feature-shop-orders';
import { paymentScreens } from '@yoga/feature-payment';
import { slimBusinessScreens } from '@yoga/feature-slim-business';

/** Every route of routes.json served by this app; a route without `screen` shows the under-construction notice. */
export const routes = defineRoutes([
  { path: '/slim/home', auth: false, screen: practiceScreens.home },
  { path: '/slim/faq', auth: false, screen: supportScreens.faq },
  { path: '/slim/faq_details', auth: false, screen: supportScreens.faqDetail },
  { path: '/slim/recipe/info', auth: false, screen: agreementsScreens.recipe },
  {
    path: '/slim/practice_feedback',
    auth: false,
    screen: agreementsScreens.practiceFeedback,
  },
  { path: '/slim/service', auth: false, screen: supportScreens.service },
  { path: '/slim/service_new', auth: false, screen: supportScreens.service },
  { path: '/slim/download', auth: false, screen: downloadsScreens.download },
  { path: '/slim/business/download', auth: false, screen: downloadsScreens.download },
  { path: '/slim/open', auth: false, screen: downloadsScreens.open },
  { path: '/slim/webview_test', auth: false, screen: downloadsScreens.webviewTest },
  { path: '/slim/login', auth: false, screen: loginScreens.login, query: false },
  { path: '/slim/wx_login', auth: false, screen: loginScreens.chatLogin },
  {
    path: '/slim/order_data/:courseId',
    auth: false,
    screen: slimBusinessScreens.orderData,
  },
  {
    path: '/slim/order_data/:courseId/:sku',
    auth: false,
    screen: slimBusinessScreens.orderData,
  },
  {
    path: '/slim/examine_data/:confId',
    auth: false,
    screen: slimBusinessScreens.examineData,
  },
  {
    path: '/slim/handbook_order',
    auth: false,
    screen: slimBusinessScreens.handbookOrder,
  },
  { path: '/slim/flash_sale', auth: true, screen: flashSaleScreens.list },
  {
    path: '/slim/business/course/:courseId',
    auth: false,
    screen: slimBusinessScreens.course,
  },
  {
    path: '/slim/business/buy_course/practice_handbook',
    auth: false,
    screen: slimBusinessScreens.handbook,
  },
  {
    path: '/slim/business/buy_course/create_number',
    auth: false,
    screen: slimBusinessScreens.createNumber,
  },
  { path: '/slim/business/pay_info', auth: true, screen: paymentScreens.payInfo },
  { path: '/slim/basic_info', auth: true, screen: practiceScreens.basicInfo },
  { path: '/slim/my_family', auth: true, screen: practiceScreens.myFamily },
  { path: '/slim/add_family', auth: true, screen: practiceScreens.addFamily },
  { path: '/slim/manage_family', auth: true, screen: practiceScreens.manageFamily },
  { path: '/slim/practice_clock', auth: true, screen: practiceScreens.clock },
  { path: '/slim/info_item', auth: true, screen: practiceScreens.infoItem },
  {
    path: '/slim/business/video_course/:id',
    auth: false,
    screen: slimVideoScreens.course,
  },
  {
    path: '/slim/video_course/theme_list/:id',
    auth: false,
    screen: slimVideoScreens.themeList,
  },
  {
    path: '/slim/video_course/summary_list/:id',
    auth: false,
    screen: slimVideoScreens.summaryList,
  },
  {
    path: '/slim/video_course/player/:id',
    auth: false,
    screen: slimVideoScreens.player,
  },
  {
    path: '/slim/gift_card_redeem/:key',
    auth: false,
    screen: giftCardsScreens.redeem,
  },
  {
    path: '/slim/gift_card_redeem_success/:key',
    auth: false,
    screen: giftCardsScreens.success,
  },
  { path: '/slim/lottery_activity/:id', auth: false, screen: lotteryScreens.activity },
  {
    path: '/slim/lottery_activity/receive_goods/:id',
    auth: false,
    screen: lotteryScreens.receiveGoods,
  },
  { path: '/slim/address/list', auth: true, screen: addressScreens.list },
  { path: '/slim/address/edit', auth: true, screen: addressScreens.edit },
  { path: '/slim/order/invoice', auth: false, screen: invoiceScreens.orders },
  { path: '/slim/order/invoice/apply', auth: false, screen: invoiceScreens.apply },
  { path: '/slim/order/invoice/record', auth: false, screen: invoiceScreens.record },
  {
    path: '/slim/post_order_info/:postOrderId',
    auth: false,
    screen: shopOrdersScreens.shipment,
  },
  {
    path: '/slim/business/onmat_pay_info',
    title: msg`订单支付`,
    auth: false,
    redirect: '/onmat/app/pay_info',
    keepQuery: true,
  },
  {
    path: '/mc/sign_complete/:teacherId',
    auth: false,
    screen: slimBusinessScreens.signComplete,
  },
]);
