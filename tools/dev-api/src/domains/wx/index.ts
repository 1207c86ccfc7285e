import type { Domain } from '../../domain';
import { wxRoutes } from './routes';

/** The chat platform's SDK signature and the share card; no tables. */
export const wxDomain: Domain = { name: 'wx', migrations: [], routes: wxRoutes };
