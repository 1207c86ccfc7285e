import { msg } from '@lingui/core/macro';
import { withCatalog, type CatalogLoader } from '@yoga/i18n';
import type { ScreenMap } from '@yoga/ui';

// The feature's own strings (npm run i18n:extract fills these catalogs) load beside its screens.
const catalog: CatalogLoader = (locale) => import(`./locales/${locale}.po`);

/** One module per screen, so each is its own chunk (slim: order/invoice, /apply, /record). */
export const invoiceScreens = withCatalog(
  catalog,
  {
    /** order/invoice: the year's paid orders to tick, with the sum and the way on. */
    orders: () => import('./orders-screen'),
    /** order/invoice/apply?orderNos=a,b: the title, credit code and mailbox of one request. */
    apply: () => import('./apply-screen'),
    /** order/invoice/record: the requests, their status and the PDFs. */
    record: () => import('./record-screen'),
  } satisfies ScreenMap,
  {
    orders: msg`发票`,
    apply: msg`申请发票`,
    record: msg`开票记录`,
  },
);
