import type { Domain } from '../../domain';
import { couponsMessages } from './messages';
import { couponsMigrations } from './migrations';
import { couponsDevRoutes, couponsRoutes } from './routes';
import { seedCoupons } from './seed';

/**
 * Coupon activities: coupons with a stock, claimed once per user into the user's coupons (the
 * courses domain's user_coupons, which course_pay spends), my coupons by state, and the coach's
 * view of an activity. Needs courses first (its table) and orders (a coupon is used by an order).
 */
export const couponsDomain: Domain = {
  name: 'coupons',
  basePath: '/api/coupons',
  messages: couponsMessages,
  migrations: couponsMigrations,
  seed: seedCoupons,
  routes: couponsRoutes,
  devRoutes: couponsDevRoutes,
};
