import type { Domain } from '../../domain';
import { feedbackMessages } from './messages';
import { feedbackMigrations } from './migrations';
import { feedbackDevRoutes, feedbackRoutes } from './routes';
import { seedFeedback } from './seed';

/**
 * Feedback tickets: categories, a ticket with photos (uploads of the evaluations domain's
 * /api/uploads, checked to be the caller's) and its thread; support replies through /__dev.
 */
export const feedbackDomain: Domain = {
  name: 'feedback',
  basePath: '/api/feedback',
  messages: feedbackMessages,
  migrations: feedbackMigrations,
  seed: seedFeedback,
  routes: feedbackRoutes,
  devRoutes: feedbackDevRoutes,
};
