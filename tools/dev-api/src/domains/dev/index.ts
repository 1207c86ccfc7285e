import type { Domain } from '../../domain';
import { devRoutes } from './routes';

/** Development-only calls over the auth domain's data; no tables of its own. */
export const devDomain: Domain = { name: 'dev', devOnly: true, migrations: [], routes: devRoutes };
