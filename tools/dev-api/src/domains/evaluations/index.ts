import type { Domain } from '../../domain';
import { evaluationsMessages } from './messages';
import { evaluationsMigrations } from './migrations';
import { evaluationsRoutes } from './routes';
import { seedEvaluations } from './seed';

/** Course evaluations and the image uploads they carry (after orders: it reads and flags them). */
export const evaluationsDomain: Domain = {
  name: 'evaluations',
  // Two prefixes: /api/evaluations and /api/uploads (the uploads serve the shop's reviews too).
  basePath: '/api',
  messages: evaluationsMessages,
  migrations: evaluationsMigrations,
  seed: seedEvaluations,
  routes: evaluationsRoutes,
};
