import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: coachAccountScreens.invoiceUpload` etc. */
export const coachAccountScreens = withCatalog(
  catalog,
  {
    invoiceUpload: () => import('./invoice-upload-screen'),
    invoiceRecord: () => import('./invoice-record-screen'),
    studentQuery: () => import('./student-query-screen'),
    payrollSign: () => import('./payroll-sign-screen'),
    incomeLevel: () => import('./income-level-screen'),
    applyQueue: () => import('./apply-queue-screen'),
    complain: () => import('./account-complain-screen'),
    apply: () => import('./account-apply-screen'),
  } satisfies ScreenMap,
  {
    invoiceUpload: msg`上传发票`,
    invoiceRecord: msg`发票记录`,
    studentQuery: msg`学员查询`,
    payrollSign: msg`签约认证`,
    incomeLevel: msg`收入等级`,
    applyQueue: msg`申请排队`,
    complain: msg`账户申诉`,
    apply: msg`账户申请`,
  },
);
