import type { Domain } from '../../domain';
import { flashSaleMessages } from './messages';
import { flashSaleMigrations } from './migrations';
import { flashSaleRoutes } from './routes';
import { seedFlashSale } from './seed';

/**
 * Routes are mounted at basePath (their paths are relative to it). A domain may also declare
 * devRoutes (mounted at /__dev), hooks (other domains' events, see src/events.ts); its messages are
 * merged into src/messages.ts; shared request checks live in src/request-helpers.ts.
 */
export const flashSaleDomain: Domain = {
  name: 'flash-sale',
  basePath: '/api/flash-sale',
  messages: flashSaleMessages,
  migrations: flashSaleMigrations,
  seed: seedFlashSale,
  routes: flashSaleRoutes,
};
