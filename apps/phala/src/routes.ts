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
  { path: '/phala/login', title: msg`登录`, auth: false, screen: loginScreens.login, query: false },
  { path: '/phala/wx_login', title: msg`微信登录`, auth: false, screen: loginScreens.chatLogin },
  { path: '/phala/download', title: msg`下载App`, auth: false, screen: downloadsScreens.download },
  {
    path: '/phala/download_test',
    title: msg`下载App（测试）`,
    auth: false,
    screen: downloadsScreens.downloadTest,
  },
  { path: '/phala/course_detail', title: msg`课程详情`, auth: false, screen: coursesScreens.detail },
  { path: '/phala/course_pay', title: msg`课程支付`, auth: true, screen: coursesScreens.pay },
  { path: '/phala/pay_success', title: msg`支付成功`, auth: true, screen: paymentScreens.paySuccess },
  { path: '/phala/app/pay_info', title: msg`订单支付`, auth: true, screen: paymentScreens.payInfo },
  {
    path: '/phala/pay_info',
    title: msg`订单支付`,
    auth: false,
    redirect: '/phala/app/pay_info',
    keepQuery: true,
  },
  { path: '/phala/course_card/:id', title: msg`课程卡`, auth: false, screen: courseMediaScreens.courseCard },
  {
    path: '/phala/course_playback/:id',
    title: msg`课程回放`,
    auth: false,
    screen: courseMediaScreens.coursePlayback,
  },
  {
    path: '/phala/course/playback/:id',
    title: msg`课程回放`,
    auth: false,
    screen: courseMediaScreens.coursePlayback,
  },
  { path: '/phala/course/evaluate', title: msg`课程评价`, auth: true, screen: ordersScreens.evaluate },
  { path: '/phala/agreement_list', title: msg`协议与条款`, auth: false, screen: agreementsScreens.list },
  { path: '/phala/service', title: msg`联系客服`, auth: false, screen: supportScreens.service },
  { path: '/phala/service/user_info', title: msg`个人信息`, auth: false, screen: accountScreens.userInfo },
  { path: '/phala/destroy_apply', title: msg`注销账号`, auth: false, screen: accountScreens.destroyApply },
  { path: '/phala/question/submit', title: msg`提交问题`, auth: false, screen: feedbackScreens.submit },
  { path: '/phala/question/list', title: msg`我的反馈`, auth: true, screen: feedbackScreens.list },
  { path: '/phala/vip_pay', title: msg`开通会员`, auth: false, screen: vipScreens.vipPay },
  {
    path: '/phala/week_vip_pay',
    title: msg`开通会员`,
    auth: false,
    redirect: '/phala/vip_pay',
    keepQuery: true,
  },
  { path: '/phala/vip_share/:teacherId', title: msg`会员分享`, auth: false, screen: vipScreens.vipShare },
  { path: '/phala/recipe_vip', title: msg`食谱会员`, auth: false, screen: vipScreens.recipeVip },
  { path: '/phala/my_vip', title: msg`我的会员`, auth: true, screen: vipScreens.myVip },
  { path: '/phala/address/list', title: msg`收货地址`, auth: true, screen: addressScreens.list },
  { path: '/phala/address/edit', title: msg`编辑地址`, auth: true, screen: addressScreens.edit },
  {
    path: '/phala/coupon_activity/:id',
    title: msg`优惠券活动`,
    auth: false,
    screen: couponsScreens.activity,
  },
  { path: '/phala/coupon_list', title: msg`我的优惠券`, auth: false, screen: couponsScreens.list },
  { path: '/phala/sign_activity/:id', title: msg`签到活动`, auth: false, screen: checkInScreens.activity },
  { path: '/phala/sign_activity/rule', title: msg`活动规则`, auth: false, screen: checkInScreens.rules },
  { path: '/phala/ding_pay', title: msg`定金支付`, auth: false, screen: vipScreens.dingPay },
  {
    path: '/phala/gift_card_redeem',
    title: msg`礼品卡兑换`,
    auth: false,
    redirect: '/phala/gift_card_redeem/thirty_day',
  },
  {
    path: '/phala/gift_card_redeem/:key',
    title: msg`礼品卡兑换`,
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
    title: msg`兑换成功`,
    auth: false,
    screen: giftCardsScreens.success,
  },
  { path: '/phala/article/:id', title: msg`文章详情`, auth: false, screen: agreementsScreens.article },
  {
    path: '/phala/connect_teacher/:userId',
    title: msg`联系老师`,
    auth: false,
    screen: downloadsScreens.coachCard,
  },
  {
    path: '/phala/teacher_wechat_qr',
    title: msg`添加老师微信`,
    auth: false,
    screen: downloadsScreens.myCoach,
  },
  { path: '/phala/yoga_mat_page', title: msg`瑜伽垫`, auth: false, screen: shopScreens.yogaMatPage },
  {
    path: '/phala/product/11',
    title: msg`商城`,
    auth: false,
    samePageAs: '/phala/store',
    screen: shopScreens.store,
  },
  { path: '/phala/store', title: msg`商城`, auth: false, screen: shopScreens.store },
  {
    path: '/phala/product/detail/:spuId',
    title: msg`商品详情`,
    auth: false,
    screen: shopScreens.productDetail,
  },
  {
    path: '/phala/product/evaluate/:orderId',
    title: msg`商品评价`,
    auth: true,
    screen: shopOrdersScreens.evaluate,
  },
  { path: '/phala/product/record', title: msg`购买记录`, auth: true, screen: shopOrdersScreens.record },
  {
    path: '/phala/product/pay_success',
    title: msg`支付成功`,
    auth: false,
    screen: paymentScreens.storePaySuccess,
  },
  {
    path: '/phala/post_order_info/:postOrderId',
    title: msg`物流信息`,
    auth: false,
    screen: shopOrdersScreens.shipment,
  },
  { path: '/phala/trace_2023', title: msg`2023 练习相册`, auth: false, screen: albumsScreens.year2023 },
  { path: '/phala/trace_month', title: msg`月度相册`, auth: false, screen: albumsScreens.month },
  { path: '/phala/trace_list', title: msg`相册列表`, auth: false, screen: albumsScreens.list },
  { path: '/phala/free_course', title: msg`每日免费课`, auth: false, screen: coursesScreens.free },
  { path: '/phala/free_course/result', title: msg`预约结果`, auth: false, screen: coursesScreens.freeResult },
  {
    path: '/phala/upload_material/:confId',
    title: msg`上传资料`,
    auth: true,
    screen: materialsScreens.homework,
  },
  { path: '/phala/points', title: msg`积分明细`, auth: true, screen: walletScreens.points },
  { path: '/phala/cert/:certId', title: msg`证书详情`, auth: false, screen: certificatesScreens.detail },
  {
    path: '/phala/cert/reservation',
    title: msg`考证预约`,
    auth: true,
    screen: certificatesScreens.reservation,
  },
  { path: '/phala/agreement/:key', title: msg`协议详情`, auth: false, screen: agreementsScreens.byKey },
  { path: '/phala/privacy', title: msg`隐私政策`, auth: false, redirect: '/phala/agreement/privacy' },
  { path: '/phala/agreement', title: msg`用户协议`, auth: false, redirect: '/phala/agreement/user' },
  { path: '/phala/tv_login', title: msg`TV 登录`, auth: false, screen: downloadsScreens.tvLogin },
  { path: '/phala/download_tv', title: msg`下载TV版`, auth: false, screen: downloadsScreens.download },
  { path: '/phala/app/download', title: msg`下载App`, auth: false, screen: downloadsScreens.download },
  { path: '/phala/question/detail', title: msg`问题详情`, auth: true, screen: feedbackScreens.detail },
  {
    path: '/phala/yoga_mat_invite',
    title: msg`瑜伽垫邀请`,
    auth: false,
    screen: shopScreens.matInvite,
  },
  {
    path: '/phala/yoga_talent',
    title: msg`瑜伽达人`,
    auth: false,
    keepAlive: true,
    screen: talentScreens.programme,
  },
  { path: '/phala/study_reward_user', title: msg`学习奖励`, auth: false, screen: walletScreens.studyReward },
  { path: '/phala/wallet_record', title: msg`我的钱包`, auth: true, screen: walletScreens.wallet },
  {
    path: '/phala/wallet_extract_record',
    title: msg`提现记录`,
    auth: true,
    screen: walletScreens.extractRecord,
  },
  {
    path: '/phala/wallet_extract_detail/:id',
    title: msg`提现详情`,
    auth: true,
    screen: walletScreens.extractDetail,
  },
  {
    path: '/phala/wallet_order_detail/:id',
    title: msg`收益详情`,
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
  { path: '/phala/teacher/wx_login', title: msg`微信登录`, auth: false, screen: loginScreens.chatLogin },
  {
    path: '/phala/teacher/download',
    title: msg`下载教练App`,
    auth: false,
    screen: downloadsScreens.download,
  },
  {
    path: '/phala/teacher/webview_test',
    title: msg`页面测试`,
    auth: false,
    screen: downloadsScreens.webviewTest,
  },
  {
    path: '/phala/teacher/destroy_apply',
    title: msg`注销账号`,
    auth: false,
    screen: accountScreens.destroyApply,
  },
  {
    path: '/phala/teacher/coupon_activity/:id',
    title: msg`优惠券活动`,
    auth: true,
    screen: couponsScreens.teacherActivity,
  },
  {
    path: '/phala/teacher/coupon_package/list',
    title: msg`优惠券包`,
    auth: false,
    screen: coachWalletScreens.packageList,
  },
  {
    path: '/phala/teacher/coupon_package/record',
    title: msg`券包记录`,
    auth: false,
    screen: coachWalletScreens.packageRecord,
  },
  {
    path: '/phala/teacher/coupon_package/detail/:id',
    title: msg`券包详情`,
    auth: false,
    screen: coachWalletScreens.packageDetail,
  },
  {
    path: '/phala/teacher/buy_pearl',
    title: msg`购买珍珠`,
    auth: false,
    screen: coachWalletScreens.buyPearl,
  },
  {
    path: '/phala/teacher/buy_pearl/record',
    title: msg`珍珠购买记录`,
    auth: false,
    screen: coachWalletScreens.pearlRecord,
  },
  { path: '/phala/teacher/app/pay_info', title: msg`订单支付`, auth: true, screen: paymentScreens.payInfo },
  {
    path: '/phala/teacher/pay_info',
    title: msg`订单支付`,
    auth: false,
    redirect: '/phala/teacher/app/pay_info',
    keepQuery: true,
  },
  {
    path: '/phala/teacher/article/notify',
    title: msg`通知公告`,
    auth: false,
    screen: agreementsScreens.notice,
  },
  {
    path: '/phala/teacher/change_class',
    title: msg`调课申请`,
    auth: true,
    screen: coachClassesScreens.changeClass,
  },
  {
    path: '/phala/teacher/class_info',
    title: msg`我的课程`,
    auth: true,
    screen: coachClassesScreens.classInfo,
  },
  {
    path: '/phala/teacher/choose_class',
    title: msg`选择课程`,
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
    title: msg`修改上课时间`,
    auth: false,
    screen: coachClassesScreens.changeClassTime,
  },
  {
    path: '/phala/teacher/cancel_class',
    title: msg`取消课程`,
    auth: false,
    screen: coachClassesScreens.cancelClass,
  },
  {
    path: '/phala/teacher/upload_material_initial',
    title: msg`首次上传资料`,
    auth: false,
    screen: materialsScreens.uploadInitial,
  },
  {
    path: '/phala/teacher/upload_material',
    title: msg`上传资料`,
    auth: false,
    screen: materialsScreens.upload,
  },
  {
    path: '/phala/teacher/material_record',
    title: msg`资料记录`,
    auth: false,
    screen: materialsScreens.record,
  },
  {
    path: '/phala/teacher/vip_distribution',
    title: msg`会员分销`,
    auth: false,
    screen: coachPromoteScreens.distribution,
  },
  {
    path: '/phala/teacher/promote_tools',
    title: msg`推广工具`,
    auth: false,
    screen: coachPromoteScreens.promote,
  },
  {
    path: '/phala/teacher/product_evaluate/:spuId',
    title: msg`商品反馈`,
    auth: true,
    screen: coachPromoteScreens.evaluate,
  },
  {
    path: '/phala/teacher/product_evaluate/record',
    title: msg`反馈记录`,
    auth: true,
    screen: coachPromoteScreens.record,
  },
  {
    path: '/phala/teacher/product_evaluate/logistics',
    title: msg`物流反馈`,
    auth: true,
    screen: coachPromoteScreens.logistics,
  },
  {
    path: '/phala/teacher/product_evaluate/upload_success',
    title: msg`提交成功`,
    auth: false,
    screen: coachPromoteScreens.uploadSuccess,
  },
  {
    path: '/phala/teacher/invoice_upload',
    title: msg`上传发票`,
    auth: false,
    screen: coachAccountScreens.invoiceUpload,
  },
  {
    path: '/phala/teacher/invoice_upload/record',
    title: msg`发票记录`,
    auth: false,
    screen: coachAccountScreens.invoiceRecord,
  },
  {
    path: '/phala/teacher/query_student_info',
    title: msg`学员查询`,
    auth: false,
    screen: coachAccountScreens.studentQuery,
  },
  {
    path: '/phala/teacher/yzh_qr',
    title: msg`签约认证`,
    auth: false,
    screen: coachAccountScreens.payrollSign,
  },
  {
    path: '/phala/teacher/account_apply',
    title: msg`账户申请`,
    auth: false,
    screen: coachAccountScreens.apply,
  },
  {
    path: '/phala/teacher/complement_info',
    title: msg`完善资料`,
    auth: false,
    screen: coachAccountScreens.apply,
  },
  { path: '/phala/teacher/service', title: msg`联系客服`, auth: false, screen: supportScreens.service },
  { path: '/phala/teacher/faq', title: msg`常见问题`, auth: false, screen: supportScreens.faq },
  {
    path: '/phala/teacher/cert/:certId',
    title: msg`证书详情`,
    auth: false,
    screen: certificatesScreens.detail,
  },
  {
    path: '/phala/teacher/agreement/:id',
    title: msg`协议详情`,
    auth: false,
    screen: agreementsScreens.byKey,
  },
]);
