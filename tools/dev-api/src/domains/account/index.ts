import type { Domain } from '../../domain';
import { accountMessages } from './messages';
import { accountMigrations } from './migrations';
import { accountRoutes } from './routes';

/**
 * The signed-in user's own account: profile (avatar from /api/uploads, nickname, gender, birthday) and
 * the deletion request with its 15-day cooling-off period. Reads orders, shop, wallet, points, VIP and
 * certificates tables to say what blocks a deletion and what it takes away, so it comes after them.
 */
export const accountDomain: Domain = {
  name: 'account',
  basePath: '/api/account',
  messages: accountMessages,
  migrations: accountMigrations,
  routes: accountRoutes,
};
