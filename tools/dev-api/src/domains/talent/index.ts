import type { Domain } from '../../domain';
import { talentMessages } from './messages';
import { talentMigrations } from './migrations';
import { talentRoutes } from './routes';
import { seedTalent } from './seed';

/**
 * Routes are mounted at basePath (their paths are relative to it). A domain may also declare
 * devRoutes (mounted at /__dev), hooks (other domains' events, see src/events.ts); its messages are
 * merged into src/messages.ts; shared request checks live in src/request-helpers.ts.
 */
export const talentDomain: Domain = {
  name: 'talent',
  basePath: '/api/talent',
  messages: talentMessages,
  migrations: talentMigrations,
  seed: seedTalent,
  routes: talentRoutes,
};
