import type { Domain } from '../../domain';
import { vipMigrations } from './migrations';
import { registerPaidHooks } from './purchase';
import { vipRoutes } from './routes';
import { seedVip } from './seed';

// Cards are issued and deposits marked paid from the payment backbone's notification.
registerPaidHooks();

/** Memberships: plans, coach invitations, cards issued on payment, and deposits. Needs orders first. */
export const vipDomain: Domain = {
  name: 'vip',
  migrations: vipMigrations,
  seed: seedVip,
  routes: vipRoutes,
};
