import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk. */
export const accountScreens = withCatalog(
  catalog,
  {
    studentInfo: () => import('./student-info-screen'),
    userInfo: () => import('./user-info-screen'),
    destroyApply: () => import('./destroy-apply-screen'),
  } satisfies ScreenMap,
  {
    studentInfo: msg`学员信息查询`,
    userInfo: msg`个人信息`,
    destroyApply: msg`注销账号`,
  },
);
