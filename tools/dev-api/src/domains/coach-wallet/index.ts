import type { Domain } from '../../domain';
import { coachWalletMessages } from './messages';
import { coachWalletMigrations } from './migrations';
import { coachWalletRoutes } from './routes';
import { seedCoachWallet } from './seed';
import { onPackagePaid, onPearlsPaid } from './store';

/**
 * The coach wallet: coupon packages a coach buys and shares (their coupons are a coupon activity of
 * the coupons domain, which must come first), and pearls bought in packs. Both are paid through the
 * orders domain's cashier; the payment (once per order) delivers.
 */
export const coachWalletDomain: Domain = {
  name: 'coach-wallet',
  basePath: '/api/coach-wallet',
  messages: coachWalletMessages,
  migrations: coachWalletMigrations,
  seed: seedCoachWallet,
  routes: coachWalletRoutes,
  hooks: {
    'order.paid': (e) => {
      if (e.order.kind === 'coupon_package') onPackagePaid(e);
      if (e.order.kind === 'pearl') onPearlsPaid(e);
    },
  },
};
