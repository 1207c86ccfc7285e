import type { Domain } from '../../domain';
import { materialsMessages } from './messages';
import { materialsMigrations } from './migrations';
import { materialsDevRoutes, materialsRoutes } from './routes';
import { seedMaterialRoster, seedMaterials } from './seed';

/**
 * Routes are mounted at basePath (their paths are relative to it). A domain may also declare
 * devRoutes (mounted at /__dev), hooks (other domains' events, see src/events.ts); its messages are
 * merged into src/messages.ts; shared request checks live in src/request-helpers.ts.
 */
export const materialsDomain: Domain = {
  name: 'materials',
  basePath: '/api/materials',
  messages: materialsMessages,
  migrations: materialsMigrations,
  seed: (db, clock) => {
    seedMaterials(db, clock);
    seedMaterialRoster(db, clock);
  },
  routes: materialsRoutes,
  devRoutes: materialsDevRoutes,
};
