import type { Domain } from '../../domain';
import { paymentsMessages } from './messages';
import { paymentsDevRoutes } from './dev-routes';
import { paymentsRoutes } from './routes';

/** The stand-in payment provider over the orders domain's tables; emits order.paid. */
export const paymentsDomain: Domain = {
  name: 'payments',
  basePath: '/api/pay',
  messages: paymentsMessages,
  migrations: [],
  routes: paymentsRoutes,
  devRoutes: paymentsDevRoutes,
};
