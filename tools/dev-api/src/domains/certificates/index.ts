import type { Domain } from '../../domain';
import { certificatesMessages } from './messages';
import { certificatesMigrations } from './migrations';
import { certificatesRoutes } from './routes';
import { seedCertificates } from './seed';

/**
 * Routes are mounted at basePath (their paths are relative to it). A domain may also declare
 * devRoutes (mounted at /__dev), hooks (other domains' events, see src/events.ts); its messages are
 * merged into src/messages.ts; shared request checks live in src/request-helpers.ts.
 */
export const certificatesDomain: Domain = {
  name: 'certificates',
  basePath: '/api/certificates',
  messages: certificatesMessages,
  migrations: certificatesMigrations,
  seed: seedCertificates,
  routes: certificatesRoutes,
};
