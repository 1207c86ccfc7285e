import type { Domain } from '../../domain';
import { coachEventsMessages } from './messages';
import { coachEventsMigrations } from './migrations';
import { coachEventsHooks, coachEventsRoutes } from './routes';
import { seedCoachEvents } from './seed';

/** Suman coach events (/teacher/tookeen): sign up for a seat, cancel, feedback after. Needs auth first. */
export const coachEventsDomain: Domain = {
  name: 'coach-events',
  basePath: '/api/coach-events',
  messages: coachEventsMessages,
  migrations: coachEventsMigrations,
  seed: seedCoachEvents,
  routes: coachEventsRoutes,
  hooks: coachEventsHooks,
};
