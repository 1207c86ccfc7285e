import type { Domain } from '../../domain';
import { addressMessages } from './messages';
import { addressMigrations } from './migrations';
import { addressRoutes } from './routes';
import { seedAddress } from './seed';

export const addressDomain: Domain = {
  name: 'address',
  basePath: '/api/addresses',
  messages: addressMessages,
  migrations: addressMigrations,
  seed: seedAddress,
  routes: addressRoutes,
};
