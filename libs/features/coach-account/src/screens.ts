import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk; apps wire `screen: coachAccountScreens.invoiceUpload` etc. */
export const coachAccountScreens = withCatalog(catalog, {
  invoiceUpload: () => import('./invoice-upload-screen'),
  invoiceRecord: () => import('./invoice-record-screen'),
  studentQuery: () => import('./student-query-screen'),
  payrollSign: () => import('./payroll-sign-screen'),
  incomeLevel: () => import('./income-level-screen'),
  applyQueue: () => import('./apply-queue-screen'),
  complain: () => import('./account-complain-screen'),
  apply: () => import('./account-apply-screen'),
} satisfies ScreenMap);
