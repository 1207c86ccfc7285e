import type { Domain } from '../../domain';
import { shopMessages } from './messages';
import { shopDevRoutes } from './dev-routes';
import { shopMigrations } from './migrations';
import { shopHooks } from './paid-hook';
import { shopRoutes } from './routes';
import { seedShop } from './seed';

/** The catalogue (goods, cycling equipment, film packs), store orders, shipments (on order.paid) and reviews. */
export const shopDomain: Domain = {
  name: 'shop',
  basePath: '/api/shop',
  messages: shopMessages,
  migrations: shopMigrations,
  seed: seedShop,
  routes: shopRoutes,
  devRoutes: shopDevRoutes,
  hooks: shopHooks,
};

export { createStoreOrder, type NewStoreOrder } from './order-store';
