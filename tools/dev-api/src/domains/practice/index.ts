import type { Domain } from '../../domain';
import { practiceMessages } from './messages';
import { practiceMigrations } from './migrations';
import { practiceRoutes } from './routes';
import { seedPractice } from './seed';

/**
 * Routes are mounted at basePath (their paths are relative to it). A domain may also declare
 * devRoutes (mounted at /__dev), hooks (other domains' events, see src/events.ts); its messages are
 * merged into src/messages.ts; shared request checks live in src/request-helpers.ts.
 */
export const practiceDomain: Domain = {
  name: 'practice',
  basePath: '/api/practice',
  messages: practiceMessages,
  migrations: practiceMigrations,
  seed: seedPractice,
  routes: practiceRoutes,
};
