import type { Domain } from '../../domain';
import { checkInMessages } from './messages';
import { checkInMigrations } from './migrations';
import { checkInDevRoutes, checkInRoutes } from './routes';
import { seedCheckIn } from './seed';

/**
 * Daily check-in: activities per sub-app, one check-in per business day (China time) per user and
 * activity, the streak computed here, points paid into the wallet's ledger (reason `checkin`).
 * Needs wallet first (its points_ledger). Dev: yesterday's check-in, as the clock does not move in e2e.
 */
export const checkInDomain: Domain = {
  name: 'check-in',
  basePath: '/api/check-in',
  messages: checkInMessages,
  migrations: checkInMigrations,
  seed: seedCheckIn,
  routes: checkInRoutes,
  devRoutes: checkInDevRoutes,
};
