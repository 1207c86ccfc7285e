import type { Domain } from '../../domain';
import { catalogMessages } from './messages';
import { catalogMigrations } from './migrations';
import { catalogRoutes } from './routes';
import { seedCatalog } from './seed';

/** Seeded catalogue data per brand (one JSON row per item: it predates the real-tables rule). */
export const catalogDomain: Domain = {
  name: 'catalog',
  basePath: '/api/catalog',
  messages: catalogMessages,
  migrations: catalogMigrations,
  seed: seedCatalog,
  routes: catalogRoutes,
};
