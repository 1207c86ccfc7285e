import type { Domain } from '../../domain';
import { matInviteMessages } from './messages';
import { matInviteMigrations } from './migrations';
import { matInviteDevRoutes, matInviteHooks, matInviteRoutes } from './routes';
import { seedMatInvite } from './seed';

/** phala's invite-friends-for-a-mat: codes, friends who joined (on user.signedIn), the free order once claimed. */
export const matInviteDomain: Domain = {
  name: 'mat-invite',
  basePath: '/api/shop/mat-invite',
  messages: matInviteMessages,
  migrations: matInviteMigrations,
  seed: seedMatInvite,
  routes: matInviteRoutes,
  devRoutes: matInviteDevRoutes,
  hooks: matInviteHooks,
};
