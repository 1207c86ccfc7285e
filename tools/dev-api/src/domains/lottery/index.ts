import type { Domain } from '../../domain';
import { lotteryMessages } from './messages';
import { lotteryMigrations } from './migrations';
import { lotteryDevRoutes, lotteryRoutes } from './routes';
import { seedLottery } from './seed';

/**
 * The prize wheel: activities with prizes by weight and stock, a number of chances per user, draws
 * made by the server and idempotent per client key, points paid through the wallet's points ledger,
 * and a physical prize's shipping address saved once. Needs wallet's points_ledger and auth's users.
 */
export const lotteryDomain: Domain = {
  name: 'lottery',
  basePath: '/api/lottery',
  messages: lotteryMessages,
  migrations: lotteryMigrations,
  seed: seedLottery,
  routes: lotteryRoutes,
  devRoutes: lotteryDevRoutes,
};
