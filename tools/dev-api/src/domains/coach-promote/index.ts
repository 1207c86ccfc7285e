import type { Domain } from '../../domain';
import { coachPromoteMessages } from './messages';
import { coachPromoteMigrations } from './migrations';
import { coachPromoteRoutes } from './routes';
import { seedCoachPromote } from './seed';

/**
 * A coach's distribution (invite link to vip_share, invited students, earnings pending then settled
 * a week after the purchase) and product trials (samples mailed, reviewed once with photos from
 * /api/uploads). Needs vip (its vip_invites names the coach on the invite page) and evaluations (uploads).
 */
export const coachPromoteDomain: Domain = {
  name: 'coach-promote',
  basePath: '/api/coach-promote',
  messages: coachPromoteMessages,
  migrations: coachPromoteMigrations,
  seed: seedCoachPromote,
  routes: coachPromoteRoutes,
};
