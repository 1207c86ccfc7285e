import type { Domain } from '../../domain';
import { paymentsDevRoutes } from './dev-routes';
import { paymentsRoutes } from './routes';

/** The stand-in payment provider: prepay over the orders domain's tables. */
export const paymentsDomain: Domain = { name: 'payments', migrations: [], routes: paymentsRoutes };

/** The provider's H5 cashier and notifications, and test orders: development only. */
export const paymentsDevDomain: Domain = {
  name: 'payments-dev',
  devOnly: true,
  migrations: [],
  routes: paymentsDevRoutes,
};
