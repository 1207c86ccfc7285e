import type { Domain } from '../../domain';
import { coachAccountMessages } from './messages';
import { coachAccountMigrations } from './migrations';
import { coachAccountRoutes } from './routes';

/**
 * The coach's account: payouts and their invoices (files typed by their bytes, each field checked
 * against the payout), the masked student look-up, the payroll service's QR signing (its scan page
 * is served here), the income level, the application's place in the queue and appeals. A coach's
 * rows are made on first use, relative to that day. Needs evaluations first (appeal photos are its uploads).
 */
export const coachAccountDomain: Domain = {
  name: 'coach-account',
  basePath: '/api/coach-account',
  messages: coachAccountMessages,
  migrations: coachAccountMigrations,
  routes: coachAccountRoutes,
};
