import type { Domain } from '../../domain';
import { monitoringMigrations } from './migrations';
import { monitoringRoutes } from './routes';

export const monitoringDomain: Domain = {
  name: 'monitoring',
  devOnly: true,
  migrations: monitoringMigrations,
  routes: monitoringRoutes,
};
