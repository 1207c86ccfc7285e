import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; the coach apps wire `screen: coachPromoteScreens.distribution` etc. */
export const coachPromoteScreens = withCatalog(
  catalog,
  {
    distribution: () => import('./distribution-screen'),
    promote: () => import('./promote-screen'),
    evaluate: () => import('./evaluate-screen'),
    record: () => import('./record-screen'),
    logistics: () => import('./logistics-screen'),
    uploadSuccess: () => import('./upload-success-screen'),
  } satisfies ScreenMap,
  {
    distribution: msg`会员分销`,
    promote: msg`推广工具`,
    evaluate: msg`商品反馈`,
    record: msg`反馈记录`,
    logistics: msg`物流反馈`,
    uploadSuccess: msg`提交成功`,
  },
);
