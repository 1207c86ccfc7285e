import type { Domain } from '../../domain';
import { coachAccountMessages } from './messages';
import { coachAccountMigrations } from './migrations';
import { coachAccountRoutes } from './routes';
import { giveCoachHistory } from './store';
import { demoUserId } from '../auth/demo-user';

/**
 * The coach's account: payouts and their invoices (files typed by their bytes, each field checked
 * against the payout), the masked student look-up, the payroll service's QR signing (its scan page
 * is served here), the income level, the application's place in the queue and appeals. A coach's
 * rows are made on first use and empty (not applied); a history (the demo number at start, a test's
 * number by POST /__dev/history) makes it an active coach with payouts and students, relative to that
 * day. Needs evaluations first (appeal photos are its uploads).
 */
export const coachAccountDomain: Domain = {
  name: 'coach-account',
  basePath: '/api/coach-account',
  messages: coachAccountMessages,
  migrations: coachAccountMigrations,
  routes: coachAccountRoutes,
  seed: (db, clock) => giveCoachHistory(db, clock(), demoUserId(db, clock())),
  hooks: { 'account.history': (e) => giveCoachHistory(e.db, e.clock(), e.userId) },
};
