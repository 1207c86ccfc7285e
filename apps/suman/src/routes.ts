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
  { path: '/suman/open', auth: false, screen: downloadsScreens.open },
  { path: '/suman/login', auth: false, screen: loginScreens.login, query: false },
  { path: '/suman/coupon/new-user', auth: false, screen: couponsScreens.newUser },
  { path: '/suman/coupon/student', auth: false, screen: couponsScreens.student },
  { path: '/suman/wx_h5_login', auth: false, screen: loginScreens.chatLogin },
  { path: '/suman/agreement', auth: false, screen: agreementsScreens.user },
  { path: '/suman/pearl_agreement', auth: false, screen: agreementsScreens.pearl },
  {
    path: '/suman/submit_success',
    auth: false,
    screen: campaignsScreens.submitSuccess,
  },
  {
    path: '/suman/answer_question_new/:id',
    auth: false,
    screen: classQaScreens.answer,
  },
  { path: '/suman/answer_question/:id', auth: false, screen: classQaScreens.thread },
  { path: '/suman/no_answer_image', auth: false, screen: classQaScreens.noQa },
  // Not in the product spec: where a student opens a coach's answer with its number and password.
  { path: '/suman/view_answer', auth: false, screen: classQaScreens.viewAnswer },
  {
    path: '/suman/teaching_material',
    auth: false,
    screen: classMaterialsScreens.teaching,
  },
  {
    path: '/suman/strengthen_material',
    auth: false,
    screen: classMaterialsScreens.strengthen,
  },
  {
    path: '/suman/season_class_material',
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
    auth: false,
    screen: accountScreens.studentInfo,
  },
  { path: '/suman/downhill_welfare', auth: false, screen: campaignsScreens.welfare },
  {
    path: '/suman/representative',
    auth: false,
    screen: campaignsScreens.representative,
  },
  { path: '/suman/TPUyogamat', auth: false, screen: campaignsScreens.mat },
  { path: '/suman/three_recipes', auth: false, screen: campaignsScreens.recipes },
  { path: '/suman/activity38', auth: false, screen: campaignsScreens.event },
  { path: '/suman/privacy', auth: false, screen: agreementsScreens.privacy },
  { path: '/teacher/login', title: msg`教练登录`, auth: false, screen: loginScreens.login, query: false },
  { path: '/teacher/agreement', title: msg`教练协议`, auth: false, screen: agreementsScreens.user },
  {
    path: '/teacher/submit_success',
    auth: false,
    screen: campaignsScreens.submitSuccess,
  },
  {
    path: '/teacher/upload_material_initial',
    auth: false,
    screen: materialsScreens.uploadInitial,
  },
  {
    path: '/teacher/upload_material',
    auth: false,
    screen: materialsScreens.upload,
  },
  { path: '/teacher/tookeen', auth: false, screen: coachEventsScreens.signUp },
  {
    path: '/teacher/tookeen_feedback',
    auth: false,
    screen: coachEventsScreens.feedback,
  },
  {
    path: '/teacher/answer_question_overTime/:id',
    auth: false,
    screen: coachAnswersScreens.overtime,
  },
  {
    path: '/teacher/answer_question_new/:id',
    auth: false,
    screen: coachAnswersScreens.answer,
  },
  {
    path: '/teacher/answer_question_new2/:id',
    auth: false,
    screen: coachAnswersScreens.followUp,
  },
  {
    path: '/teacher/answer_question',
    auth: false,
    enter: answerQuestionTarget,
    screen: coachAnswersScreens.inbox,
  },
  {
    path: '/teacher/answer_question_detail_new',
    auth: false,
    screen: coachAnswersScreens.detail,
  },
  {
    path: '/teacher/answer_question_detail',
    auth: false,
    screen: coachAnswersScreens.answered,
  },
  {
    path: '/teacher/copy_success',
    auth: false,
    screen: coachAnswersScreens.copySuccess,
  },
  {
    path: '/teacher/new_teacher_class',
    auth: false,
    screen: coachClassesScreens.newTeacherClass,
  },
  {
    path: '/teacher/get_class_info',
    auth: false,
    screen: coachClassesScreens.getClassInfo,
  },
  {
    path: '/teacher/cancel_class',
    auth: false,
    screen: coachClassesScreens.cancelClass,
  },
  {
    path: '/teacher/change_class_time',
    auth: false,
    screen: coachClassesScreens.changeClassTime,
  },
  {
    path: '/teacher/add_cancel_class',
    auth: false,
    screen: coachClassesScreens.addCancelClass,
  },
  {
    path: '/teacher/change_class',
    auth: true,
    screen: coachClassesScreens.changeClass,
  },
  { path: '/teacher/class_info', auth: true, screen: coachClassesScreens.classInfo },
  {
    path: '/teacher/choose_class',
    auth: true,
    screen: coachClassesScreens.chooseClass,
  },
  {
    path: '/teacher/income_level',
    auth: false,
    screen: coachAccountScreens.incomeLevel,
  },
  {
    path: '/teacher/apply_queue',
    auth: true,
    screen: coachAccountScreens.applyQueue,
  },
  {
    path: '/teacher/account_complain',
    auth: true,
    screen: coachAccountScreens.complain,
  },
  { path: '/teacher/pk_agreement', auth: false, screen: agreementsScreens.pk },
  { path: '/teacher/activity38', auth: false, screen: campaignsScreens.event },
]);
