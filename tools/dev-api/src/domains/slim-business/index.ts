import type { Domain } from '../../domain';
import { slimBusinessMessages } from './messages';
import { slimBusinessMigrations } from './migrations';
import { slimBusinessRoutes } from './routes';
import { seedSlimBusiness } from './seed';

/** Slim's business flow: handbooks sold per course, the owner's statistics and assessments, coach sign-ups. */
export const slimBusinessDomain: Domain = {
  name: 'slim-business',
  basePath: '/api/slim-business',
  messages: slimBusinessMessages,
  migrations: slimBusinessMigrations,
  seed: seedSlimBusiness,
  routes: slimBusinessRoutes,
};
