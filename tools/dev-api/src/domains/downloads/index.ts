import type { Domain } from '../../domain';
import { downloadsMessages } from './messages';
import { downloadsMigrations } from './migrations';
import { downloadsDevRoutes, downloadsRoutes } from './routes';
import { seedDownloads } from './seed';

/**
 * Routes are mounted at basePath (their paths are relative to it). A domain may also declare
 * devRoutes (mounted at /__dev), hooks (other domains' events, see src/events.ts); its messages are
 * merged into src/messages.ts; shared request checks live in src/request-helpers.ts.
 */
export const downloadsDomain: Domain = {
  name: 'downloads',
  basePath: '/api/downloads',
  messages: downloadsMessages,
  migrations: downloadsMigrations,
  seed: seedDownloads,
  routes: downloadsRoutes,
  devRoutes: downloadsDevRoutes,
};
