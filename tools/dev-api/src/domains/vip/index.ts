import type { Domain } from '../../domain';
import { vipMessages } from './messages';
import { vipMigrations } from './migrations';
import { vipHooks } from './purchase';
import { vipRoutes } from './routes';
import { seedVip } from './seed';

/** Memberships: plans, coach invitations, cards issued on order.paid, and deposits. Needs orders first. */
export const vipDomain: Domain = {
  name: 'vip',
  basePath: '/api/vip',
  messages: vipMessages,
  migrations: vipMigrations,
  seed: seedVip,
  routes: vipRoutes,
  hooks: vipHooks,
};
