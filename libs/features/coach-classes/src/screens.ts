import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen; apps wire `screen: coachClassesScreens.classInfo` etc. (coach sub-apps only). */
export const coachClassesScreens = withCatalog(
  catalog,
  {
    /** class_info and class_info/:type (one kind). */
    classInfo: () => import('./class-info-screen'),
    chooseClass: () => import('./choose-class-screen'),
    changeClass: () => import('./change-class-screen'),
    changeClassTime: () => import('./change-class-time-screen'),
    cancelClass: () => import('./cancel-class-screen'),
    /** /teacher only. */
    getClassInfo: () => import('./get-class-info-screen'),
    newTeacherClass: () => import('./new-teacher-class-screen'),
    addCancelClass: () => import('./add-cancel-class-screen'),
  } satisfies ScreenMap,
  {
    classInfo: msg`我的课程`,
    chooseClass: msg`选择课程`,
    changeClass: msg`调课申请`,
    changeClassTime: msg`修改上课时间`,
    cancelClass: msg`取消课程`,
    getClassInfo: msg`课程信息`,
    newTeacherClass: msg`新教练课程`,
    addCancelClass: msg`补课与取消`,
  },
);
