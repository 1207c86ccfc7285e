import { materialsScreens } from '@yoga/feature-materials';
import { coachAccountScreens } from '@yoga/feature-coach-account';
import { msg } from '@lingui/core/macro';
import { defineRoutes } from '@yoga/app-shell';
import { classMaterialsScreens } from '@yoga/feature-class-materials';
import { coachAnswersScreens } from '@yoga/feature-coach-answers';
import { coachClassesScreens } from '@yoga/feature-coach-classes';
import { coachEventsScreens } from '@yoga/feature-coach-events';
import { downloadsScreens } from '@yoga/feature-downloads';
import { agreementsScreens } from '@yoga/feature-agreements';
import { campaignsScreens } from '@yoga/feature-campaigns';
import { couponsScreens } from '@yoga/feature-coupons';
import { loginScreens } from '@yoga/feature-login';
import { accountScreens } from '@yoga/feature-account';
import { classQaScreens } from '@yoga/feature-class-qa';

import { classGuideTarget, answerQuestionTarget } from './rules';

/** Every route of routes.json served by this app; a route without `screen` shows the under-construction notice. */
export const routes = defineRoutes([
  { path: '/suman/open', title: msg`打开App`, auth: false, screen: downloadsScreens.open },
  { path: '/suman/login', title: msg`登录`, auth: false, screen: loginScreens.login, query: false },
  { path: '/suman/coupon/new-user', title: msg`新人优惠券`, auth: false, screen: couponsScreens.newUser },
  { path: '/suman/coupon/student', title: msg`学员优惠券`, auth: false, screen: couponsScreens.student },
  { path: '/suman/wx_h5_login', title: msg`微信登录`, auth: false, screen: loginScreens.chatLogin },
  { path: '/suman/agreement', title: msg`用户协议`, auth: false, screen: agreementsScreens.user },
  { path: '/suman/pearl_agreement', title: msg`珍珠协议`, auth: false, screen: agreementsScreens.pearl },
  {
    path: '/suman/submit_success',
    title: msg`提交成功`,
    auth: false,
    screen: campaignsScreens.submitSuccess,
  },
  {
    path: '/suman/answer_question_new/:id',
    title: msg`课后答疑`,
    auth: false,
    screen: classQaScreens.answer,
  },
  { path: '/suman/answer_question/:id', title: msg`课后答疑`, auth: false, screen: classQaScreens.thread },
  { path: '/suman/no_answer_image', title: msg`暂无答疑`, auth: false, screen: classQaScreens.noQa },
  {
    path: '/suman/teaching_material',
    title: msg`教学资料`,
    auth: false,
    screen: classMaterialsScreens.teaching,
  },
  {
    path: '/suman/strengthen_material',
    title: msg`强化课程资料`,
    auth: false,
    screen: classMaterialsScreens.strengthen,
  },
  {
    path: '/suman/season_class_material',
    title: msg`季度课程资料`,
    auth: false,
    screen: classMaterialsScreens.season,
  },
  {
    path: '/suman/class_guide',
    title: msg`上课指南`,
    auth: false,
    redirect: '/public/video',
    enter: classGuideTarget,
  },
  {
    path: '/suman/query_stu_info',
    title: msg`学员信息查询`,
    auth: false,
    screen: accountScreens.studentInfo,
  },
  { path: '/suman/downhill_welfare', title: msg`专属福利`, auth: false, screen: campaignsScreens.welfare },
  {
    path: '/suman/representative',
    title: msg`学员代表`,
    auth: false,
    screen: campaignsScreens.representative,
  },
  { path: '/suman/TPUyogamat', title: msg`TPU瑜伽垫`, auth: false, screen: campaignsScreens.mat },
  { path: '/suman/three_recipes', title: msg`三餐食谱`, auth: false, screen: campaignsScreens.recipes },
  { path: '/suman/activity38', title: msg`女神节活动`, auth: false, screen: campaignsScreens.event },
  { path: '/suman/privacy', title: msg`隐私政策`, auth: false, screen: agreementsScreens.privacy },
  { path: '/teacher/login', title: msg`教练登录`, auth: false, screen: loginScreens.login, query: false },
  { path: '/teacher/agreement', title: msg`教练协议`, auth: false, screen: agreementsScreens.user },
  {
    path: '/teacher/submit_success',
    title: msg`提交成功`,
    auth: false,
    screen: campaignsScreens.submitSuccess,
  },
  {
    path: '/teacher/upload_material_initial',
    title: msg`首次上传资料`,
    auth: false,
    screen: materialsScreens.uploadInitial,
  },
  {
    path: '/teacher/upload_material',
    title: msg`上传资料`,
    auth: false,
    screen: materialsScreens.upload,
  },
  { path: '/teacher/tookeen', title: msg`活动报名`, auth: false, screen: coachEventsScreens.signUp },
  {
    path: '/teacher/tookeen_feedback',
    title: msg`活动反馈`,
    auth: false,
    screen: coachEventsScreens.feedback,
  },
  {
    path: '/teacher/answer_question_overTime/:id',
    title: msg`超时答疑`,
    auth: false,
    screen: coachAnswersScreens.overtime,
  },
  {
    path: '/teacher/answer_question_new/:id',
    title: msg`回答问题`,
    auth: false,
    screen: coachAnswersScreens.answer,
  },
  {
    path: '/teacher/answer_question_new2/:id',
    title: msg`回答问题`,
    auth: false,
    screen: coachAnswersScreens.followUp,
  },
  {
    path: '/teacher/answer_question',
    title: msg`答疑入口`,
    auth: false,
    enter: answerQuestionTarget,
    screen: coachAnswersScreens.inbox,
  },
  {
    path: '/teacher/answer_question_detail_new',
    title: msg`答疑详情`,
    auth: false,
    screen: coachAnswersScreens.detail,
  },
  {
    path: '/teacher/answer_question_detail',
    title: msg`答疑详情`,
    auth: false,
    screen: coachAnswersScreens.answered,
  },
  {
    path: '/teacher/copy_success',
    title: msg`复制成功`,
    auth: false,
    screen: coachAnswersScreens.copySuccess,
  },
  {
    path: '/teacher/new_teacher_class',
    title: msg`新教练课程`,
    auth: false,
    screen: coachClassesScreens.newTeacherClass,
  },
  {
    path: '/teacher/get_class_info',
    title: msg`课程信息`,
    auth: false,
    screen: coachClassesScreens.getClassInfo,
  },
  {
    path: '/teacher/cancel_class',
    title: msg`取消课程`,
    auth: false,
    screen: coachClassesScreens.cancelClass,
  },
  {
    path: '/teacher/change_class_time',
    title: msg`修改上课时间`,
    auth: false,
    screen: coachClassesScreens.changeClassTime,
  },
  {
    path: '/teacher/add_cancel_class',
    title: msg`补课与取消`,
    auth: false,
    screen: coachClassesScreens.addCancelClass,
  },
  {
    path: '/teacher/change_class',
    title: msg`调课申请`,
    auth: true,
    screen: coachClassesScreens.changeClass,
  },
  { path: '/teacher/class_info', title: msg`我的课程`, auth: true, screen: coachClassesScreens.classInfo },
  {
    path: '/teacher/choose_class',
    title: msg`选择课程`,
    auth: true,
    screen: coachClassesScreens.chooseClass,
  },
  {
    path: '/teacher/income_level',
    title: msg`收入等级`,
    auth: false,
    screen: coachAccountScreens.incomeLevel,
  },
  {
    path: '/teacher/apply_queue',
    title: msg`申请排队`,
    auth: true,
    screen: coachAccountScreens.applyQueue,
  },
  {
    path: '/teacher/account_complain',
    title: msg`账户申诉`,
    auth: true,
    screen: coachAccountScreens.complain,
  },
  { path: '/teacher/pk_agreement', title: msg`PK赛协议`, auth: false, screen: agreementsScreens.pk },
  { path: '/teacher/activity38', title: msg`女神节活动`, auth: false, screen: campaignsScreens.event },
]);
