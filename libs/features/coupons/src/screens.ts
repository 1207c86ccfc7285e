import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: couponsScreens.activity` etc. */
export const couponsScreens = withCatalog(
  catalog,
  {
    activity: () => import('./coupon-activity-screen'),
    list: () => import('./coupon-list-screen'),
    teacherActivity: () => import('./teacher-activity-screen'),
    /** suman: the new-user gift and the student's coupons. */
    newUser: () => import('./new-user-screen'),
    student: () => import('./student-coupons-screen'),
  } satisfies ScreenMap,
  {
    activity: msg`优惠券活动`,
    list: msg`我的优惠券`,
    teacherActivity: msg`优惠券活动`,
    newUser: msg`新人优惠券`,
    student: msg`学员优惠券`,
  },
);
