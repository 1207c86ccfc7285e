import type { Domain } from '../../domain';
import { invoiceMessages } from './messages';
import { invoiceMigrations } from './migrations';
import { invoiceRoutes } from './routes';
import { seedInvoice } from './seed';
import { invoiceHooks } from './void';

export const invoiceDomain: Domain = {
  name: 'invoice',
  basePath: '/api/invoices',
  messages: invoiceMessages,
  migrations: invoiceMigrations,
  seed: seedInvoice,
  routes: invoiceRoutes,
  hooks: invoiceHooks,
};
