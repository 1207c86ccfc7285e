import type { Domain } from '../../domain';
import { ordersMessages } from './messages';
import { ordersMigrations } from './migrations';
import { ordersRoutes } from './routes';
import { seedOrders } from './seed';

/** Orders of every paid domain, their states and payments (the provider's calls live in ../payments). */
export const ordersDomain: Domain = {
  name: 'orders',
  basePath: '/api/orders',
  messages: ordersMessages,
  migrations: ordersMigrations,
  seed: seedOrders,
  routes: ordersRoutes,
};
