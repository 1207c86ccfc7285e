import type { Domain } from '../../domain';
import { monitoringMigrations } from './migrations';
import { monitoringRoutes } from './routes';

/** Development only: it has no public routes. */
export const monitoringDomain: Domain = {
  name: 'monitoring',
  migrations: monitoringMigrations,
  devRoutes: monitoringRoutes,
};
