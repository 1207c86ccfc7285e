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
  { path: '/onmat/login', title: msg`登录`, auth: false, screen: loginScreens.login, query: false },
  { path: '/onmat/wx_login', title: msg`微信登录`, auth: false, screen: loginScreens.chatLogin },
  { path: '/onmat/download', title: msg`下载App`, auth: false, screen: downloadsScreens.download },
  {
    path: '/onmat/download_test',
    title: msg`下载App（测试）`,
    auth: false,
    screen: downloadsScreens.downloadTest,
  },
  { path: '/onmat/course_detail', title: msg`课程详情`, auth: false, screen: coursesScreens.detail },
  { path: '/onmat/course_pay', title: msg`课程支付`, auth: true, screen: coursesScreens.pay },
  { path: '/onmat/pay_success', title: msg`支付成功`, auth: true, screen: paymentScreens.paySuccess },
  { path: '/onmat/app/pay_info', title: msg`订单支付`, auth: true, screen: paymentScreens.payInfo },
  {
    path: '/onmat/pay_info',
    title: msg`订单支付`,
    auth: false,
    redirect: '/onmat/app/pay_info',
    keepQuery: true,
  },
  { path: '/onmat/course_card/:id', title: msg`课程卡`, auth: false, screen: courseMediaScreens.courseCard },
  {
    path: '/onmat/course_playback/:id',
    title: msg`课程回放`,
    auth: false,
    screen: courseMediaScreens.coursePlayback,
  },
  {
    path: '/onmat/course/playback/:id',
    title: msg`课程回放`,
    auth: false,
    screen: courseMediaScreens.coursePlayback,
  },
  { path: '/onmat/course/evaluate', title: msg`课程评价`, auth: true, screen: ordersScreens.evaluate },
  { path: '/onmat/agreement_list', title: msg`协议与条款`, auth: false, screen: agreementsScreens.list },
  { path: '/onmat/privacy', title: msg`隐私政策`, auth: false, screen: agreementsScreens.privacy },
  { path: '/onmat/privacy_new', title: msg`隐私政策`, auth: false, screen: agreementsScreens.privacy },
  { path: '/onmat/agreement', title: msg`用户协议`, auth: false, screen: agreementsScreens.user },
  { path: '/onmat/vip_agreement', title: msg`会员协议`, auth: false, screen: agreementsScreens.vip },
  { path: '/onmat/pearl_agreement', title: msg`珍珠协议`, auth: false, screen: agreementsScreens.pearl },
  {
    path: '/onmat/sportsSafe',
    title: msg`运动安全须知`,
    auth: false,
    screen: agreementsScreens.sportsSafety,
  },
  {
    path: '/onmat/specialVersion',
    title: msg`特别版说明`,
    auth: false,
    screen: agreementsScreens.specialVersion,
  },
  {
    path: '/onmat/:type/agreement/:id',
    title: msg`协议详情`,
    auth: false,
    screen: agreementsScreens.byVersion,
  },
  { path: '/onmat/service', title: msg`联系客服`, auth: false, screen: supportScreens.service },
  { path: '/onmat/service/user_info', title: msg`个人信息`, auth: false, screen: accountScreens.userInfo },
  { path: '/onmat/destroy_apply', title: msg`注销账号`, auth: false, screen: accountScreens.destroyApply },
  { path: '/onmat/question/submit', title: msg`提交问题`, auth: false, screen: feedbackScreens.submit },
  { path: '/onmat/question/list', title: msg`我的反馈`, auth: false, screen: feedbackScreens.list },
  { path: '/onmat/vip_pay', title: msg`开通会员`, auth: false, screen: vipScreens.vipPay },
  {
    path: '/onmat/week_vip_pay',
    title: msg`开通会员`,
    auth: false,
    redirect: '/onmat/vip_pay',
    keepQuery: true,
  },
  { path: '/onmat/vip_share/:teacherId', title: msg`会员分享`, auth: false, screen: vipScreens.vipShare },
  { path: '/onmat/recipe_vip', title: msg`食谱会员`, auth: false, screen: vipScreens.recipeVip },
  { path: '/onmat/my_vip', title: msg`我的会员`, auth: true, screen: vipScreens.myVip },
  { path: '/onmat/address/list', title: msg`收货地址`, auth: true, screen: addressScreens.list },
  { path: '/onmat/address/edit', title: msg`编辑地址`, auth: true, screen: addressScreens.edit },
  {
    path: '/onmat/coupon_activity/:id',
    title: msg`优惠券活动`,
    auth: false,
    screen: couponsScreens.activity,
  },
  { path: '/onmat/coupon_list', title: msg`我的优惠券`, auth: false, screen: couponsScreens.list },
  { path: '/onmat/sign_activity/:id', title: msg`签到活动`, auth: false, screen: checkInScreens.activity },
  { path: '/onmat/sign_activity/rule', title: msg`活动规则`, auth: false, screen: checkInScreens.rules },
  { path: '/onmat/ding_pay', title: msg`定金支付`, auth: false, screen: vipScreens.dingPay },
  {
    path: '/onmat/gift_card_redeem',
    title: msg`礼品卡兑换`,
    auth: false,
    redirect: '/onmat/gift_card_redeem/thirty_day',
  },
  {
    path: '/onmat/gift_card_redeem/:key',
    title: msg`礼品卡兑换`,
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
    title: msg`兑换成功`,
    auth: false,
    screen: giftCardsScreens.success,
  },
  { path: '/onmat/article/:id', title: msg`文章详情`, auth: false, screen: agreementsScreens.article },
  {
    path: '/onmat/connect_teacher/:userId',
    title: msg`联系老师`,
    auth: false,
    screen: downloadsScreens.coachCard,
  },
  {
    path: '/onmat/teacher_wechat_qr',
    title: msg`添加老师微信`,
    auth: false,
    screen: downloadsScreens.myCoach,
  },
  { path: '/onmat/yoga_mat_page', title: msg`瑜伽垫`, auth: false, screen: shopScreens.yogaMatPage },
  {
    path: '/onmat/product/11',
    title: msg`商城`,
    auth: false,
    samePageAs: '/onmat/store',
    screen: shopScreens.store,
  },
  { path: '/onmat/store', title: msg`商城`, auth: false, screen: shopScreens.store },
  {
    path: '/onmat/product/detail/:spuId',
    title: msg`商品详情`,
    auth: false,
    screen: shopScreens.productDetail,
  },
  {
    path: '/onmat/product/evaluate/:orderId',
    title: msg`商品评价`,
    auth: true,
    screen: shopOrdersScreens.evaluate,
  },
  { path: '/onmat/product/record', title: msg`购买记录`, auth: true, screen: shopOrdersScreens.record },
  {
    path: '/onmat/product/pay_success',
    title: msg`支付成功`,
    auth: false,
    screen: paymentScreens.storePaySuccess,
  },
  {
    path: '/onmat/post_order_info/:postOrderId',
    title: msg`物流信息`,
    auth: false,
    screen: shopOrdersScreens.shipment,
  },
  { path: '/onmat/trace_2023', title: msg`2023 练习相册`, auth: false, screen: albumsScreens.year2023 },
  { path: '/onmat/trace_2024', title: msg`2024 练习相册`, auth: false, screen: albumsScreens.year2024 },
  { path: '/onmat/trace_month', title: msg`月度相册`, auth: false, screen: albumsScreens.month },
  { path: '/onmat/trace_list', title: msg`相册列表`, auth: false, screen: albumsScreens.list },
  { path: '/onmat/free_course', title: msg`每日免费课`, auth: false, screen: coursesScreens.free },
  { path: '/onmat/free_course/result', title: msg`预约结果`, auth: false, screen: coursesScreens.freeResult },
  {
    path: '/onmat/upload_material/:confId',
    title: msg`上传资料`,
    auth: true,
    screen: materialsScreens.homework,
  },
  { path: '/onmat/points', title: msg`积分明细`, auth: true, screen: walletScreens.points },
  {
    path: '/onmat/order_list',
    title: msg`我的订单`,
    auth: true,
    keepAlive: true,
    screen: ordersScreens.orderList,
  },
  {
    path: '/onmat/order_detail',
    title: msg`订单详情`,
    auth: true,
    keepAlive: true,
    screen: ordersScreens.orderDetail,
  },
  { path: '/onmat/cert/:certId', title: msg`证书详情`, auth: false, screen: certificatesScreens.detail },
  {
    path: '/onmat/cert/reservation',
    title: msg`考证预约`,
    auth: true,
    screen: certificatesScreens.reservation,
  },
  { path: '/cc', title: msg`证书查询`, auth: false, screen: certificatesScreens.search },
  {
    path: '/onmat/teacher/login',
    title: msg`教练登录`,
    auth: false,
    screen: loginScreens.login,
    query: false,
  },
  { path: '/onmat/teacher/wx_login', title: msg`微信登录`, auth: false, screen: loginScreens.chatLogin },
  {
    path: '/onmat/teacher/download',
    title: msg`下载教练App`,
    auth: false,
    screen: downloadsScreens.download,
  },
  {
    path: '/onmat/teacher/webview_test',
    title: msg`页面测试`,
    auth: false,
    screen: downloadsScreens.webviewTest,
  },
  {
    path: '/onmat/teacher/destroy_apply',
    title: msg`注销账号`,
    auth: false,
    screen: accountScreens.destroyApply,
  },
  {
    path: '/onmat/teacher/coupon_activity/:id',
    title: msg`优惠券活动`,
    auth: true,
    screen: couponsScreens.teacherActivity,
  },
  {
    path: '/onmat/teacher/coupon_package/list',
    title: msg`优惠券包`,
    auth: false,
    screen: coachWalletScreens.packageList,
  },
  {
    path: '/onmat/teacher/coupon_package/record',
    title: msg`券包记录`,
    auth: false,
    screen: coachWalletScreens.packageRecord,
  },
  {
    path: '/onmat/teacher/coupon_package/detail/:id',
    title: msg`券包详情`,
    auth: false,
    screen: coachWalletScreens.packageDetail,
  },
  {
    path: '/onmat/teacher/buy_pearl',
    title: msg`购买珍珠`,
    auth: false,
    screen: coachWalletScreens.buyPearl,
  },
  {
    path: '/onmat/teacher/buy_pearl/record',
    title: msg`珍珠购买记录`,
    auth: false,
    screen: coachWalletScreens.pearlRecord,
  },
  { path: '/onmat/teacher/app/pay_info', title: msg`订单支付`, auth: true, screen: paymentScreens.payInfo },
  {
    path: '/onmat/teacher/pay_info',
    title: msg`订单支付`,
    auth: false,
    redirect: '/onmat/teacher/app/pay_info',
    keepQuery: true,
  },
  {
    path: '/onmat/teacher/article/notify',
    title: msg`通知公告`,
    auth: false,
    screen: agreementsScreens.notice,
  },
  {
    path: '/onmat/teacher/change_class',
    title: msg`调课申请`,
    auth: true,
    screen: coachClassesScreens.changeClass,
  },
  {
    path: '/onmat/teacher/class_info',
    title: msg`我的课程`,
    auth: true,
    screen: coachClassesScreens.classInfo,
  },
  {
    path: '/onmat/teacher/choose_class',
    title: msg`选择课程`,
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
    title: msg`修改上课时间`,
    auth: false,
    screen: coachClassesScreens.changeClassTime,
  },
  {
    path: '/onmat/teacher/cancel_class',
    title: msg`取消课程`,
    auth: false,
    screen: coachClassesScreens.cancelClass,
  },
  {
    path: '/onmat/teacher/upload_material_initial',
    title: msg`首次上传资料`,
    auth: false,
    screen: materialsScreens.uploadInitial,
  },
  {
    path: '/onmat/teacher/upload_material',
    title: msg`上传资料`,
    auth: false,
    screen: materialsScreens.upload,
  },
  {
    path: '/onmat/teacher/material_record',
    title: msg`资料记录`,
    auth: false,
    screen: materialsScreens.record,
  },
  {
    path: '/onmat/teacher/vip_distribution',
    title: msg`会员分销`,
    auth: false,
    screen: coachPromoteScreens.distribution,
  },
  {
    path: '/onmat/teacher/promote_tools',
    title: msg`推广工具`,
    auth: false,
    screen: coachPromoteScreens.promote,
  },
  {
    path: '/onmat/teacher/product_evaluate/:spuId',
    title: msg`商品反馈`,
    auth: true,
    screen: coachPromoteScreens.evaluate,
  },
  {
    path: '/onmat/teacher/product_evaluate/record',
    title: msg`反馈记录`,
    auth: true,
    screen: coachPromoteScreens.record,
  },
  {
    path: '/onmat/teacher/product_evaluate/logistics',
    title: msg`物流反馈`,
    auth: true,
    screen: coachPromoteScreens.logistics,
  },
  {
    path: '/onmat/teacher/product_evaluate/upload_success',
    title: msg`提交成功`,
    auth: false,
    screen: coachPromoteScreens.uploadSuccess,
  },
  {
    path: '/onmat/teacher/invoice_upload',
    title: msg`上传发票`,
    auth: false,
    screen: coachAccountScreens.invoiceUpload,
  },
  {
    path: '/onmat/teacher/invoice_upload/record',
    title: msg`发票记录`,
    auth: false,
    screen: coachAccountScreens.invoiceRecord,
  },
  {
    path: '/onmat/teacher/query_student_info',
    title: msg`学员查询`,
    auth: false,
    screen: coachAccountScreens.studentQuery,
  },
  {
    path: '/onmat/teacher/yzh_qr',
    title: msg`签约认证`,
    auth: false,
    screen: coachAccountScreens.payrollSign,
  },
  {
    path: '/onmat/teacher/account_apply',
    title: msg`账户申请`,
    auth: false,
    screen: coachAccountScreens.apply,
  },
  {
    path: '/onmat/teacher/complement_info',
    title: msg`完善资料`,
    auth: false,
    screen: coachAccountScreens.apply,
  },
  { path: '/onmat/teacher/service', title: msg`联系客服`, auth: false, screen: supportScreens.service },
  { path: '/onmat/teacher/faq', title: msg`常见问题`, auth: false, screen: supportScreens.faq },
  {
    path: '/onmat/teacher/cert/:certId',
    title: msg`证书详情`,
    auth: false,
    screen: certificatesScreens.detail,
  },
]);
