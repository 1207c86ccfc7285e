import { coachAccountScreens } from '@yoga/feature-coach-account';
import { msg } from '@lingui/core/macro';
import { defineRoutes } from '@yoga/app-shell';
import { coachPromoteScreens } from '@yoga/feature-coach-promote';
import { materialsScreens } from '@yoga/feature-materials';
import { coachClassesScreens } from '@yoga/feature-coach-classes';
import { talentScreens } from '@yoga/feature-talent';
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
  { path: '/phala/login', auth: false, screen: loginScreens.login, query: false },
  { path: '/phala/wx_login', auth: false, screen: loginScreens.chatLogin },
  { path: '/phala/download', auth: false, screen: downloadsScreens.download },
  {
    path: '/phala/download_test',
    auth: false,
    screen: downloadsScreens.downloadTest,
  },
  { path: '/phala/course_detail', auth: false, screen: coursesScreens.detail },
  { path: '/phala/course_pay', auth: true, screen: coursesScreens.pay },
  { path: '/phala/pay_success', auth: true, screen: paymentScreens.paySuccess },
  { path: '/phala/app/pay_info', auth: true, screen: paymentScreens.payInfo },
  {
    path: '/phala/pay_info',
    title: msg`订单支付`,
    auth: false,
    redirect: '/phala/app/pay_info',
    keepQuery: true,
  },
  { path: '/phala/course_card/:id', auth: false, screen: courseMediaScreens.courseCard },
  {
    path: '/phala/course_playback/:id',
    auth: false,
    screen: courseMediaScreens.coursePlayback,
  },
  {
    path: '/phala/course/playback/:id',
    auth: false,
    screen: courseMediaScreens.coursePlayback,
  },
  { path: '/phala/course/evaluate', auth: true, screen: ordersScreens.evaluate },
  { path: '/phala/agreement_list', auth: false, screen: agreementsScreens.list },
  { path: '/phala/service', auth: false, screen: supportScreens.service },
  { path: '/phala/service/user_info', auth: false, screen: accountScreens.userInfo },
  { path: '/phala/destroy_apply', auth: false, screen: accountScreens.destroyApply },
  { path: '/phala/question/submit', auth: false, screen: feedbackScreens.submit },
  { path: '/phala/question/list', auth: true, screen: feedbackScreens.list },
  { path: '/phala/vip_pay', auth: false, screen: vipScreens.vipPay },
  {
    path: '/phala/week_vip_pay',
    title: msg`开通会员`,
    auth: false,
    redirect: '/phala/vip_pay',
    keepQuery: true,
  },
  { path: '/phala/vip_share/:teacherId', auth: false, screen: vipScreens.vipShare },
  { path: '/phala/recipe_vip', auth: false, screen: vipScreens.recipeVip },
  { path: '/phala/my_vip', auth: true, screen: vipScreens.myVip },
  { path: '/phala/address/list', auth: true, screen: addressScreens.list },
  { path: '/phala/address/edit', auth: true, screen: addressScreens.edit },
  {
    path: '/phala/coupon_activity/:id',
    auth: false,
    screen: couponsScreens.activity,
  },
  { path: '/phala/coupon_list', auth: false, screen: couponsScreens.list },
  { path: '/phala/sign_activity/:id', auth: false, screen: checkInScreens.activity },
  { path: '/phala/sign_activity/rule', auth: false, screen: checkInScreens.rules },
  { path: '/phala/ding_pay', auth: false, screen: vipScreens.dingPay },
  {
    path: '/phala/gift_card_redeem',
    title: msg`礼品卡兑换`,
    auth: false,
    redirect: '/phala/gift_card_redeem/thirty_day',
  },
  {
    path: '/phala/gift_card_redeem/:key',
    auth: false,
    screen: giftCardsScreens.redeem,
  },
  {
    path: '/phala/gift_card_redeem_success',
    title: msg`兑换成功`,
    auth: false,
    redirect: '/phala/gift_card_redeem_success/thirty_day',
  },
  {
    path: '/phala/gift_card_redeem_success/:key',
    auth: false,
    screen: giftCardsScreens.success,
  },
  { path: '/phala/article/:id', auth: false, screen: agreementsScreens.article },
  {
    path: '/phala/connect_teacher/:userId',
    auth: false,
    screen: downloadsScreens.coachCard,
  },
  {
    path: '/phala/teacher_wechat_qr',
    auth: false,
    screen: downloadsScreens.myCoach,
  },
  { path: '/phala/yoga_mat_page', auth: false, screen: shopScreens.yogaMatPage },
  {
    path: '/phala/product/11',
    auth: false,
    samePageAs: '/phala/store',
    screen: shopScreens.store,
  },
  { path: '/phala/store', auth: false, screen: shopScreens.store },
  {
    path: '/phala/product/detail/:spuId',
    auth: false,
    screen: shopScreens.productDetail,
  },
  {
    path: '/phala/product/evaluate/:orderId',
    auth: true,
    screen: shopOrdersScreens.evaluate,
  },
  { path: '/phala/product/record', auth: true, screen: shopOrdersScreens.record },
  {
    path: '/phala/product/pay_success',
    auth: false,
    screen: paymentScreens.storePaySuccess,
  },
  {
    path: '/phala/post_order_info/:postOrderId',
    auth: false,
    screen: shopOrdersScreens.shipment,
  },
  { path: '/phala/trace_2023', auth: false, screen: albumsScreens.year2023 },
  { path: '/phala/trace_month', auth: false, screen: albumsScreens.month },
  { path: '/phala/trace_list', auth: false, screen: albumsScreens.list },
  { path: '/phala/free_course', auth: false, screen: coursesScreens.free },
  { path: '/phala/free_course/result', auth: false, screen: coursesScreens.freeResult },
  {
    path: '/phala/upload_material/:confId',
    auth: true,
    screen: materialsScreens.homework,
  },
  { path: '/phala/points', auth: true, screen: walletScreens.points },
  { path: '/phala/cert/:certId', auth: false, screen: certificatesScreens.detail },
  {
    path: '/phala/cert/reservation',
    auth: true,
    screen: certificatesScreens.reservation,
  },
  { path: '/phala/agreement/:key', auth: false, screen: agreementsScreens.byKey },
  { path: '/phala/privacy', title: msg`隐私政策`, auth: false, redirect: '/phala/agreement/privacy' },
  { path: '/phala/agreement', title: msg`用户协议`, auth: false, redirect: '/phala/agreement/user' },
  { path: '/phala/tv_login', auth: false, screen: downloadsScreens.tvLogin },
  { path: '/phala/download_tv', auth: false, screen: downloadsScreens.downloadTv },
  { path: '/phala/app/download', auth: false, screen: downloadsScreens.download },
  { path: '/phala/question/detail', auth: true, screen: feedbackScreens.detail },
  {
    path: '/phala/yoga_mat_invite',
    auth: false,
    screen: shopScreens.matInvite,
  },
  {
    path: '/phala/yoga_talent',
    auth: false,
    keepAlive: true,
    screen: talentScreens.programme,
  },
  { path: '/phala/study_reward_user', auth: false, screen: walletScreens.studyReward },
  { path: '/phala/wallet_record', auth: true, screen: walletScreens.wallet },
  {
    path: '/phala/wallet_extract_record',
    auth: true,
    screen: walletScreens.extractRecord,
  },
  {
    path: '/phala/wallet_extract_detail/:id',
    auth: true,
    screen: walletScreens.extractDetail,
  },
  {
    path: '/phala/wallet_order_detail/:id',
    auth: true,
    screen: walletScreens.orderDetail,
  },
  {
    path: '/phala/teacher/login',
    title: msg`教练登录`,
    auth: false,
    screen: loginScreens.login,
    query: false,
  },
  { path: '/phala/teacher/wx_login', auth: false, screen: loginScreens.chatLogin },
  {
    path: '/phala/teacher/download',
    title: msg`下载教练App`,
    auth: false,
    screen: downloadsScreens.download,
  },
  {
    path: '/phala/teacher/webview_test',
    auth: false,
    screen: downloadsScreens.webviewTest,
  },
  {
    path: '/phala/teacher/destroy_apply',
    auth: false,
    screen: accountScreens.destroyApply,
  },
  {
    path: '/phala/teacher/coupon_activity/:id',
    auth: true,
    screen: couponsScreens.teacherActivity,
  },
  {
    path: '/phala/teacher/coupon_package/list',
    auth: false,
    screen: coachWalletScreens.packageList,
  },
  {
    path: '/phala/teacher/coupon_package/record',
    auth: false,
    screen: coachWalletScreens.packageRecord,
  },
  {
    path: '/phala/teacher/coupon_package/detail/:id',
    auth: false,
    screen: coachWalletScreens.packageDetail,
  },
  {
    path: '/phala/teacher/buy_pearl',
    auth: false,
    screen: coachWalletScreens.buyPearl,
  },
  {
    path: '/phala/teacher/buy_pearl/record',
    auth: false,
    screen: coachWalletScreens.pearlRecord,
  },
  { path: '/phala/teacher/app/pay_info', auth: true, screen: paymentScreens.payInfo },
  {
    path: '/phala/teacher/pay_info',
    title: msg`订单支付`,
    auth: false,
    redirect: '/phala/teacher/app/pay_info',
    keepQuery: true,
  },
  {
    path: '/phala/teacher/article/notify',
    auth: false,
    screen: agreementsScreens.notice,
  },
  {
    path: '/phala/teacher/change_class',
    auth: true,
    screen: coachClassesScreens.changeClass,
  },
  {
    path: '/phala/teacher/class_info',
    auth: true,
    screen: coachClassesScreens.classInfo,
  },
  {
    path: '/phala/teacher/choose_class',
    auth: true,
    screen: coachClassesScreens.chooseClass,
  },
  {
    path: '/phala/teacher/class_info/:type',
    title: msg`课程信息`,
    auth: false,
    screen: coachClassesScreens.classInfo,
  },
  {
    path: '/phala/teacher/change_class_time',
    auth: false,
    screen: coachClassesScreens.changeClassTime,
  },
  {
    path: '/phala/teacher/cancel_class',
    auth: false,
    screen: coachClassesScreens.cancelClass,
  },
  {
    path: '/phala/teacher/upload_material_initial',
    auth: false,
    screen: materialsScreens.uploadInitial,
  },
  {
    path: '/phala/teacher/upload_material',
    auth: false,
    screen: materialsScreens.upload,
  },
  {
    path: '/phala/teacher/material_record',
    auth: false,
    screen: materialsScreens.record,
  },
  {
    path: '/phala/teacher/vip_distribution',
    auth: false,
    screen: coachPromoteScreens.distribution,
  },
  {
    path: '/phala/teacher/promote_tools',
    auth: false,
    screen: coachPromoteScreens.promote,
  },
  {
    path: '/phala/teacher/product_evaluate/:spuId',
    auth: true,
    screen: coachPromoteScreens.evaluate,
  },
  {
    path: '/phala/teacher/product_evaluate/record',
    auth: true,
    screen: coachPromoteScreens.record,
  },
  {
    path: '/phala/teacher/product_evaluate/logistics',
    auth: true,
    screen: coachPromoteScreens.logistics,
  },
  {
    path: '/phala/teacher/product_evaluate/upload_success',
    auth: false,
    screen: coachPromoteScreens.uploadSuccess,
  },
  {
    path: '/phala/teacher/invoice_upload',
    auth: false,
    screen: coachAccountScreens.invoiceUpload,
  },
  {
    path: '/phala/teacher/invoice_upload/record',
    auth: false,
    screen: coachAccountScreens.invoiceRecord,
  },
  {
    path: '/phala/teacher/query_student_info',
    auth: false,
    screen: coachAccountScreens.studentQuery,
  },
  {
    path: '/phala/teacher/yzh_qr',
    auth: false,
    screen: coachAccountScreens.payrollSign,
  },
  {
    path: '/phala/teacher/account_apply',
    auth: false,
    screen: coachAccountScreens.apply,
  },
  {
    path: '/phala/teacher/complement_info',
    title: msg`完善资料`,
    auth: false,
    screen: coachAccountScreens.apply,
  },
  { path: '/phala/teacher/service', auth: false, screen: supportScreens.service },
  { path: '/phala/teacher/faq', auth: false, screen: supportScreens.faq },
  {
    path: '/phala/teacher/cert/:certId',
    auth: false,
    screen: certificatesScreens.detail,
  },
  {
    path: '/phala/teacher/agreement/:id',
    auth: false,
    screen: agreementsScreens.byKey,
  },
]);
