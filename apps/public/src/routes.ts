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
  { path: '/', auth: false, screen: screens.home },
  { path: '/public/page', auth: false, screen: agreementsScreens.publicPage },
  { path: '/public/video', auth: false, screen: agreementsScreens.publicVideo },
  { path: '/404-1', auth: false, screen: screens.linkExpired },
  { path: '/end', auth: false, screen: screens.activityEnded },
  { path: '/public/empty', auth: false, screen: screens.empty },
  { path: '/device_info', auth: false, screen: screens.deviceInfo },
]);
