import type { Domain } from '../../domain';
import { slimVideoMessages } from './messages';
import { slimVideoMigrations } from './migrations';
import { slimVideoRoutes } from './routes';
import { seedSlimVideo } from './seed';
import { unlockOnPaid } from './store';

/**
 * Routes are mounted at basePath (their paths are relative to it). A domain may also declare
 * devRoutes (mounted at /__dev), hooks (other domains' events, see src/events.ts); its messages are
 * merged into src/messages.ts; shared request checks live in src/request-helpers.ts.
 */
export const slimVideoDomain: Domain = {
  name: 'slim-video',
  basePath: '/api/slim-video',
  messages: slimVideoMessages,
  migrations: slimVideoMigrations,
  seed: seedSlimVideo,
  routes: slimVideoRoutes,
  hooks: {
    'order.paid': ({ db, clock, order, userId }) => unlockOnPaid(db, clock(), order, userId),
  },
};
