import { msg } from '@lingui/core/macro';
import { defineRoutes } from '@yoga/app-shell';
import { agreementsScreens } from '@yoga/feature-agreements';

const screens = {
  home: () => import('./screens/home'),
  linkExpired: () => import('./screens/link-expired'),
  activityEnded: () => import('./screens/activity-ended'),
  empty: () => import('./screens/empty'),
  deviceInfo: () => import('./screens/device-info'),
};

/** Every route of routes.json served by this app; a route without `screen` shows the under-construction notice. */
export const routes = defineRoutes([
  { path: '/', title: msg`首页`, auth: false, screen: screens.home },
  { path: '/public/page', title: msg`活动页面`, auth: false, screen: agreementsScreens.publicPage },
  { path: '/public/video', title: msg`视频播放`, auth: false, screen: agreementsScreens.publicVideo },
  { path: '/404-1', title: msg`链接已失效`, auth: false, screen: screens.linkExpired },
  { path: '/end', title: msg`活动已结束`, auth: false, screen: screens.activityEnded },
  { path: '/public/empty', title: msg`空白页`, auth: false, screen: screens.empty },
  { path: '/device_info', title: msg`设备信息`, auth: false, screen: screens.deviceInfo },
]);
