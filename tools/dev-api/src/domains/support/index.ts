import type { Domain } from '../../domain';
import { supportMessages } from './messages';
import { supportMigrations } from './migrations';
import { supportRoutes } from './routes';
import { seedSupport } from './seed';

/**
 * The help centre of every brand: service line, chat id, online hours, and the FAQ (students' and
 * coaches') with answers in zh and en and "was this helpful" counted once per account or device.
 */
export const supportDomain: Domain = {
  name: 'support',
  basePath: '/api/support',
  messages: supportMessages,
  migrations: supportMigrations,
  seed: seedSupport,
  routes: supportRoutes,
};
