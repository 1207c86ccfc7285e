import type { Domain } from '../../domain';
import { docsDevRoutes } from './dev-routes';

/** The API reference (openapi.json, generated from the contract) and a page that draws it: development only. */
export const docsDomain: Domain = { name: 'docs', migrations: [], devRoutes: docsDevRoutes };
