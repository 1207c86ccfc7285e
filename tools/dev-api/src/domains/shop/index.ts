import type { Domain } from '../../domain';
import { shopDevRoutes } from './dev-routes';
import { shopMigrations } from './migrations';
import { registerShopHooks } from './paid-hook';
import { shopRoutes } from './routes';
import { seedShop } from './seed';

// Paid store orders count as sales and ship from the payment backbone's notification.
registerShopHooks();

/** The catalogue (goods, cycling equipment, film packs), store orders, shipments and reviews. */
export const shopDomain: Domain = {
  name: 'shop',
  migrations: shopMigrations,
  seed: seedShop,
  routes: shopRoutes,
};

/** Stock control for end-to-end tests: development only. */
export const shopDevDomain: Domain = {
  name: 'shop-dev',
  devOnly: true,
  migrations: [],
  routes: shopDevRoutes,
};

export { createStoreOrder, type NewStoreOrder } from './order-store';
