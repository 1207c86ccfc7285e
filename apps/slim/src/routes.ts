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
  { path: '/slim/home', title: msg`首页`, auth: false, screen: practiceScreens.home },
  { path: '/slim/faq', title: msg`常见问题`, auth: false, screen: supportScreens.faq },
  { path: '/slim/faq_details', title: msg`常见问题详情`, auth: false, screen: supportScreens.faqDetail },
  { path: '/slim/recipe/info', title: msg`食谱详情`, auth: false, screen: agreementsScreens.recipe },
  {
    path: '/slim/practice_feedback',
    title: msg`练习反馈`,
    auth: false,
    screen: agreementsScreens.practiceFeedback,
  },
  { path: '/slim/service', title: msg`联系客服`, auth: false, screen: supportScreens.service },
  { path: '/slim/service_new', title: msg`联系客服`, auth: false, screen: supportScreens.service },
  { path: '/slim/download', title: msg`下载App`, auth: false, screen: downloadsScreens.download },
  { path: '/slim/business/download', title: msg`下载App`, auth: false, screen: downloadsScreens.download },
  { path: '/slim/open', title: msg`打开App`, auth: false, screen: downloadsScreens.open },
  { path: '/slim/webview_test', title: msg`页面测试`, auth: false, screen: downloadsScreens.webviewTest },
  { path: '/slim/login', title: msg`登录`, auth: false, screen: loginScreens.login, query: false },
  { path: '/slim/wx_login', title: msg`微信登录`, auth: false, screen: loginScreens.chatLogin },
  {
    path: '/slim/order_data/:courseId',
    title: msg`订单数据`,
    auth: false,
    screen: slimBusinessScreens.orderData,
  },
  {
    path: '/slim/order_data/:courseId/:sku',
    title: msg`订单数据`,
    auth: false,
    screen: slimBusinessScreens.orderData,
  },
  {
    path: '/slim/examine_data/:confId',
    title: msg`考核数据`,
    auth: false,
    screen: slimBusinessScreens.examineData,
  },
  {
    path: '/slim/handbook_order',
    title: msg`手册订单`,
    auth: false,
    screen: slimBusinessScreens.handbookOrder,
  },
  { path: '/slim/flash_sale', title: msg`限时抢购`, auth: true, screen: flashSaleScreens.list },
  {
    path: '/slim/business/course/:courseId',
    title: msg`课程介绍`,
    auth: false,
    screen: slimBusinessScreens.course,
  },
  {
    path: '/slim/business/buy_course/practice_handbook',
    title: msg`练习手册`,
    auth: false,
    screen: slimBusinessScreens.handbook,
  },
  {
    path: '/slim/business/buy_course/create_number',
    title: msg`填写购课信息`,
    auth: false,
    screen: slimBusinessScreens.createNumber,
  },
  { path: '/slim/business/pay_info', title: msg`订单支付`, auth: true, screen: paymentScreens.payInfo },
  { path: '/slim/basic_info', title: msg`基本信息`, auth: true, screen: practiceScreens.basicInfo },
  { path: '/slim/my_family', title: msg`我的家庭`, auth: true, screen: practiceScreens.myFamily },
  { path: '/slim/add_family', title: msg`添加家庭成员`, auth: true, screen: practiceScreens.addFamily },
  { path: '/slim/manage_family', title: msg`管理家庭成员`, auth: true, screen: practiceScreens.manageFamily },
  { path: '/slim/practice_clock', title: msg`练习打卡`, auth: true, screen: practiceScreens.clock },
  { path: '/slim/info_item', title: msg`身体数据`, auth: true, screen: practiceScreens.infoItem },
  {
    path: '/slim/business/video_course/:id',
    title: msg`视频课程`,
    auth: false,
    screen: slimVideoScreens.course,
  },
  {
    path: '/slim/video_course/theme_list/:id',
    title: msg`课程主题`,
    auth: false,
    screen: slimVideoScreens.themeList,
  },
  {
    path: '/slim/video_course/summary_list/:id',
    title: msg`课程目录`,
    auth: false,
    screen: slimVideoScreens.summaryList,
  },
  {
    path: '/slim/video_course/player/:id',
    title: msg`视频播放`,
    auth: false,
    screen: slimVideoScreens.player,
  },
  {
    path: '/slim/gift_card_redeem/:key',
    title: msg`礼品卡兑换`,
    auth: false,
    screen: giftCardsScreens.redeem,
  },
  {
    path: '/slim/gift_card_redeem_success/:key',
    title: msg`兑换成功`,
    auth: false,
    screen: giftCardsScreens.success,
  },
  { path: '/slim/lottery_activity/:id', title: msg`幸运抽奖`, auth: false, screen: lotteryScreens.activity },
  {
    path: '/slim/lottery_activity/receive_goods/:id',
    title: msg`领取奖品`,
    auth: false,
    screen: lotteryScreens.receiveGoods,
  },
  { path: '/slim/address/list', title: msg`收货地址`, auth: true, screen: addressScreens.list },
  { path: '/slim/address/edit', title: msg`编辑地址`, auth: true, screen: addressScreens.edit },
  { path: '/slim/order/invoice', title: msg`发票`, auth: false, screen: invoiceScreens.orders },
  { path: '/slim/order/invoice/apply', title: msg`申请发票`, auth: false, screen: invoiceScreens.apply },
  { path: '/slim/order/invoice/record', title: msg`开票记录`, auth: false, screen: invoiceScreens.record },
  {
    path: '/slim/post_order_info/:postOrderId',
    title: msg`物流信息`,
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
    title: msg`签约完成`,
    auth: false,
    screen: slimBusinessScreens.signComplete,
  },
]);
