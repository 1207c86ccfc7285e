import { coachAccountScreens } from '@yoga/feature-coach-account';
import { msg } from '@lingui/core/macro';
import { defineRoutes } from '@yoga/app-shell';
import { coachPromoteScreens } from '@yoga/feature-coach-promote';
import { materialsScreens } from '@yoga/feature-materials';
import { coachClassesScreens } from '@yoga/feature-coach-classes';
import { supportScreens } from '@yoga/feature-support';
import { accountScreens } from '@yoga/feature-account';
import { downloadsScreens } from '@yoga/feature-downloads';
import { agreementsScreens } from '@yoga/feature-agreements';
import { couponsScreens } from '@yoga/feature-coupons';
import { coachWalletScreens } from '@yoga/feature-coach-wallet';
import { feedbackScreens } from '@yoga/feature-feedback';
import { albumsScreens } from '@yoga/feature-albums';
import { checkInScreens } from '@yoga/feature-check-in';
import { certificatesScreens } from '@yoga/feature-certificates';
import { giftCardsScreens } from '@yoga/feature-gift-cards';
import { addressScreens } from '@yoga/feature-address';
import { courseMediaScreens } from '@yoga/feature-course-media';
import { coursesScreens } from '@yoga/feature-courses';
import { loginScreens } from '@yoga/feature-login';
import { shopScreens } from '@yoga/feature-shop';
import { paymentScreens } from '@yoga/feature-payment';
import { vipScreens } from '@yoga/feature-vip';
import { walletScreens } from '@yoga/feature-wallet';
import { ordersScreens } from '@yoga/feature-orders';
import { shopOrdersScreens } from '@yoga/feature-shop-orders';

/** Every route of routes.json served by this app; a route without `screen` shows the under-construction notice. */
export const routes = defineRoutes([
  { path: '/onmat/login', auth: false, screen: loginScreens.login, query: false },
  { path: '/onmat/wx_login', auth: false, screen: loginScreens.chatLogin },
  { path: '/onmat/download', auth: false, screen: downloadsScreens.download },
  {
    path: '/onmat/download_test',
    auth: false,
    screen: downloadsScreens.downloadTest,
  },
  { path: '/onmat/course_detail', auth: false, screen: coursesScreens.detail },
  { path: '/onmat/course_pay', auth: true, screen: coursesScreens.pay },
  { path: '/onmat/pay_success', auth: true, screen: paymentScreens.paySuccess },
  { path: '/onmat/app/pay_info', auth: true, screen: paymentScreens.payInfo },
  {
    path: '/onmat/pay_info',
    title: msg`订单支付`,
    auth: false,
    redirect: '/onmat/app/pay_info',
    keepQuery: true,
  },
  { path: '/onmat/course_card/:id', auth: false, screen: courseMediaScreens.courseCard },
  {
    path: '/onmat/course_playback/:id',
    auth: false,
    screen: courseMediaScreens.coursePlayback,
  },
  {
    path: '/onmat/course/playback/:id',
    auth: false,
    screen: courseMediaScreens.coursePlayback,
  },
  { path: '/onmat/course/evaluate', auth: true, screen: ordersScreens.evaluate },
  { path: '/onmat/agreement_list', auth: false, screen: agreementsScreens.list },
  { path: '/onmat/privacy', auth: false, screen: agreementsScreens.privacy },
  { path: '/onmat/privacy_new', auth: false, screen: agreementsScreens.privacy },
  { path: '/onmat/agreement', auth: false, screen: agreementsScreens.user },
  { path: '/onmat/vip_agreement', auth: false, screen: agreementsScreens.vip },
  { path: '/onmat/pearl_agreement', auth: false, screen: agreementsScreens.pearl },
  {
    path: '/onmat/sportsSafe',
    auth: false,
    screen: agreementsScreens.sportsSafety,
  },
  {
    path: '/onmat/specialVersion',
    auth: false,
    screen: agreementsScreens.specialVersion,
  },
  {
    path: '/onmat/:type/agreement/:id',
    auth: false,
    screen: agreementsScreens.byVersion,
  },
  { path: '/onmat/service', auth: false, screen: supportScreens.service },
  { path: '/onmat/service/user_info', auth: false, screen: accountScreens.userInfo },
  { path: '/onmat/destroy_apply', auth: false, screen: accountScreens.destroyApply },
  { path: '/onmat/question/submit', auth: false, screen: feedbackScreens.submit },
  { path: '/onmat/question/list', auth: false, screen: feedbackScreens.list },
  { path: '/onmat/vip_pay', auth: false, screen: vipScreens.vipPay },
  {
    path: '/onmat/week_vip_pay',
    title: msg`开通会员`,
    auth: false,
    redirect: '/onmat/vip_pay',
    keepQuery: true,
  },
  { path: '/onmat/vip_share/:teacherId', auth: false, screen: vipScreens.vipShare },
  { path: '/onmat/recipe_vip', auth: false, screen: vipScreens.recipeVip },
  { path: '/onmat/my_vip', auth: true, screen: vipScreens.myVip },
  { path: '/onmat/address/list', auth: true, screen: addressScreens.list },
  { path: '/onmat/address/edit', auth: true, screen: addressScreens.edit },
  {
    path: '/onmat/coupon_activity/:id',
    auth: false,
    screen: couponsScreens.activity,
  },
  { path: '/onmat/coupon_list', auth: false, screen: couponsScreens.list },
  { path: '/onmat/sign_activity/:id', auth: false, screen: checkInScreens.activity },
  { path: '/onmat/sign_activity/rule', auth: false, screen: checkInScreens.rules },
  { path: '/onmat/ding_pay', auth: false, screen: vipScreens.dingPay },
  {
    path: '/onmat/gift_card_redeem',
    title: msg`礼品卡兑换`,
    auth: false,
    redirect: '/onmat/gift_card_redeem/thirty_day',
  },
  {
    path: '/onmat/gift_card_redeem/:key',
    auth: false,
    screen: giftCardsScreens.redeem,
  },
  {
    path: '/onmat/gift_card_redeem_success',
    title: msg`兑换成功`,
    auth: false,
    redirect: '/onmat/gift_card_redeem_success/thirty_day',
  },
  {
    path: '/onmat/gift_card_redeem_success/:key',
    auth: false,
    screen: giftCardsScreens.success,
  },
  { path: '/onmat/article/:id', auth: false, screen: agreementsScreens.article },
  {
    path: '/onmat/connect_teacher/:userId',
    auth: false,
    screen: downloadsScreens.coachCard,
  },
  {
    path: '/onmat/teacher_wechat_qr',
    auth: false,
    screen: downloadsScreens.myCoach,
  },
  { path: '/onmat/yoga_mat_page', auth: false, screen: shopScreens.yogaMatPage },
  {
    path: '/onmat/product/11',
    auth: false,
    samePageAs: '/onmat/store',
    screen: shopScreens.store,
  },
  { path: '/onmat/store', auth: false, screen: shopScreens.store },
  {
    path: '/onmat/product/detail/:spuId',
    auth: false,
    screen: shopScreens.productDetail,
  },
  {
    path: '/onmat/product/evaluate/:orderId',
    auth: true,
    screen: shopOrdersScreens.evaluate,
  },
  { path: '/onmat/product/record', auth: true, screen: shopOrdersScreens.record },
  {
    path: '/onmat/product/pay_success',
    auth: false,
    screen: paymentScreens.storePaySuccess,
  },
  {
    path: '/onmat/post_order_info/:postOrderId',
    auth: false,
    screen: shopOrdersScreens.shipment,
  },
  { path: '/onmat/trace_2023', auth: false, screen: albumsScreens.year2023 },
  { path: '/onmat/trace_2024', auth: false, screen: albumsScreens.year2024 },
  { path: '/onmat/trace_month', auth: false, screen: albumsScreens.month },
  { path: '/onmat/trace_list', auth: false, screen: albumsScreens.list },
  { path: '/onmat/free_course', auth: false, screen: coursesScreens.free },
  { path: '/onmat/free_course/result', auth: false, screen: coursesScreens.freeResult },
  {
    path: '/onmat/upload_material/:confId',
    auth: true,
    screen: materialsScreens.homework,
  },
  { path: '/onmat/points', auth: true, screen: walletScreens.points },
  {
    path: '/onmat/order_list',
    auth: true,
    keepAlive: true,
    screen: ordersScreens.orderList,
  },
  {
    path: '/onmat/order_detail',
    auth: true,
    keepAlive: true,
    screen: ordersScreens.orderDetail,
  },
  { path: '/onmat/cert/:certId', auth: false, screen: certificatesScreens.detail },
  {
    path: '/onmat/cert/reservation',
    auth: true,
    screen: certificatesScreens.reservation,
  },
  { path: '/cc', auth: false, screen: certificatesScreens.search },
  {
    path: '/onmat/teacher/login',
    title: msg`教练登录`,
    auth: false,
    screen: loginScreens.login,
    query: false,
  },
  { path: '/onmat/teacher/wx_login', auth: false, screen: loginScreens.chatLogin },
  {
    path: '/onmat/teacher/download',
    title: msg`下载教练App`,
    auth: false,
    screen: downloadsScreens.download,
  },
  {
    path: '/onmat/teacher/webview_test',
    auth: false,
    screen: downloadsScreens.webviewTest,
  },
  {
    path: '/onmat/teacher/destroy_apply',
    auth: false,
    screen: accountScreens.destroyApply,
  },
  {
    path: '/onmat/teacher/coupon_activity/:id',
    auth: true,
    screen: couponsScreens.teacherActivity,
  },
  {
    path: '/onmat/teacher/coupon_package/list',
    auth: false,
    screen: coachWalletScreens.packageList,
  },
  {
    path: '/onmat/teacher/coupon_package/record',
    auth: false,
    screen: coachWalletScreens.packageRecord,
  },
  {
    path: '/onmat/teacher/coupon_package/detail/:id',
    auth: false,
    screen: coachWalletScreens.packageDetail,
  },
  {
    path: '/onmat/teacher/buy_pearl',
    auth: false,
    screen: coachWalletScreens.buyPearl,
  },
  {
    path: '/onmat/teacher/buy_pearl/record',
    auth: false,
    screen: coachWalletScreens.pearlRecord,
  },
  { path: '/onmat/teacher/app/pay_info', auth: true, screen: paymentScreens.payInfo },
  {
    path: '/onmat/teacher/pay_info',
    title: msg`订单支付`,
    auth: false,
    redirect: '/onmat/teacher/app/pay_info',
    keepQuery: true,
  },
  {
    path: '/onmat/teacher/article/notify',
    auth: false,
    screen: agreementsScreens.notice,
  },
  {
    path: '/onmat/teacher/change_class',
    auth: true,
    screen: coachClassesScreens.changeClass,
  },
  {
    path: '/onmat/teacher/class_info',
    auth: true,
    screen: coachClassesScreens.classInfo,
  },
  {
    path: '/onmat/teacher/choose_class',
    auth: true,
    screen: coachClassesScreens.chooseClass,
  },
  {
    path: '/onmat/teacher/class_info/:type',
    title: msg`课程信息`,
    auth: false,
    screen: coachClassesScreens.classInfo,
  },
  {
    path: '/onmat/teacher/change_class_time',
    auth: false,
    screen: coachClassesScreens.changeClassTime,
  },
  {
    path: '/onmat/teacher/cancel_class',
    auth: false,
    screen: coachClassesScreens.cancelClass,
  },
  {
    path: '/onmat/teacher/upload_material_initial',
    auth: false,
    screen: materialsScreens.uploadInitial,
  },
  {
    path: '/onmat/teacher/upload_material',
    auth: false,
    screen: materialsScreens.upload,
  },
  {
    path: '/onmat/teacher/material_record',
    auth: false,
    screen: materialsScreens.record,
  },
  {
    path: '/onmat/teacher/vip_distribution',
    auth: false,
    screen: coachPromoteScreens.distribution,
  },
  {
    path: '/onmat/teacher/promote_tools',
    auth: false,
    screen: coachPromoteScreens.promote,
  },
  {
    path: '/onmat/teacher/product_evaluate/:spuId',
    auth: true,
    screen: coachPromoteScreens.evaluate,
  },
  {
    path: '/onmat/teacher/product_evaluate/record',
    auth: true,
    screen: coachPromoteScreens.record,
  },
  {
    path: '/onmat/teacher/product_evaluate/logistics',
    auth: true,
    screen: coachPromoteScreens.logistics,
  },
  {
    path: '/onmat/teacher/product_evaluate/upload_success',
    auth: false,
    screen: coachPromoteScreens.uploadSuccess,
  },
  {
    path: '/onmat/teacher/invoice_upload',
    auth: false,
    screen: coachAccountScreens.invoiceUpload,
  },
  {
    path: '/onmat/teacher/invoice_upload/record',
    auth: false,
    screen: coachAccountScreens.invoiceRecord,
  },
  {
    path: '/onmat/teacher/query_student_info',
    auth: false,
    screen: coachAccountScreens.studentQuery,
  },
  {
    path: '/onmat/teacher/yzh_qr',
    auth: false,
    screen: coachAccountScreens.payrollSign,
  },
  {
    path: '/onmat/teacher/account_apply',
    auth: false,
    screen: coachAccountScreens.apply,
  },
  {
    path: '/onmat/teacher/complement_info',
    title: msg`完善资料`,
    auth: false,
    screen: coachAccountScreens.apply,
  },
  { path: '/onmat/teacher/service', auth: false, screen: supportScreens.service },
  { path: '/onmat/teacher/faq', auth: false, screen: supportScreens.faq },
  {
    path: '/onmat/teacher/cert/:certId',
    auth: false,
    screen: certificatesScreens.detail,
  },
]);
