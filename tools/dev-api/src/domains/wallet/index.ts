import type { Domain } from '../../domain';
import { walletMessages } from './messages';
import { walletHooks } from './hooks';
import { walletMigrations } from './migrations';
import { walletDevRoutes, walletRoutes } from './routes';
import { seedWallet } from './seed';

/** Points (earned on order.paid), the wallet (income, withdrawals) and the study-reward programme. */
export const walletDomain: Domain = {
  name: 'wallet',
  // Three prefixes: /api/points, /api/wallet and /api/study-reward.
  basePath: '/api',
  messages: walletMessages,
  migrations: walletMigrations,
  seed: seedWallet,
  routes: walletRoutes,
  devRoutes: walletDevRoutes,
  hooks: walletHooks,
};
