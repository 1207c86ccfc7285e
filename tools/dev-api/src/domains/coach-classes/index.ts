import type { Domain } from '../../domain';
import { coachClassesMessages } from './messages';
import { coachClassesMigrations } from './migrations';
import { coachClassesDevRoutes, coachClassesRoutes } from './routes';
import { seedCoachClasses } from './seed';

/**
 * A coach's schedule: classes with times, coaches, rosters and check-ins; open classes to take
 * (refused on a clash); change requests (hand over, new time, cancel) with approval and a cancel
 * deadline. Every route takes a coach sub-app's token; a student's is refused.
 */
export const coachClassesDomain: Domain = {
  name: 'coach-classes',
  basePath: '/api/coach-classes',
  messages: coachClassesMessages,
  migrations: coachClassesMigrations,
  seed: seedCoachClasses,
  routes: coachClassesRoutes,
  devRoutes: coachClassesDevRoutes,
};
