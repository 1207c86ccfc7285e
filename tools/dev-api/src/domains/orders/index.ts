import type { Domain } from '../../domain';
import { ordersMigrations } from './migrations';
import { ordersRoutes } from './routes';
import { seedOrders } from './seed';

/** Orders of every paid domain, their states and payments (the provider's calls live in ../payments). */
export const ordersDomain: Domain = {
  name: 'orders',
  basePath: '/api/orders',
  migrations: ordersMigrations,
  seed: seedOrders,
  routes: ordersRoutes,
};
