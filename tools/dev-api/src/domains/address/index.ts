import type { Domain } from '../../domain';
import { addressMigrations } from './migrations';
import { addressRoutes } from './routes';
import { seedAddress } from './seed';

export const addressDomain: Domain = {
  name: 'address',
  basePath: '/api/addresses',
  migrations: addressMigrations,
  seed: seedAddress,
  routes: addressRoutes,
};
