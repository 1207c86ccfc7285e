import type { Domain } from '../../domain';
import { checkInMessages } from './messages';
import { checkInMigrations } from './migrations';
import { checkInRoutes } from './routes';
import { seedCheckIn } from './seed';

/**
 * Routes are mounted at basePath (their paths are relative to it). A domain may also declare
 * devRoutes (mounted at /__dev), hooks (other domains' events, see src/events.ts); its messages are
 * merged into src/messages.ts; shared request checks live in src/request-helpers.ts.
 */
export const checkInDomain: Domain = {
  name: 'check-in',
  basePath: '/api/check-in',
  messages: checkInMessages,
  migrations: checkInMigrations,
  seed: seedCheckIn,
  routes: checkInRoutes,
};
