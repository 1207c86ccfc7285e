import type { Domain } from '../../domain';
import { matInviteMigrations } from './migrations';
import { matInviteDevRoutes, matInviteRoutes } from './routes';
import { seedMatInvite } from './seed';

/** phala's invite-friends-for-a-mat: codes, friends who joined, the free order once claimed (after shop). */
export const matInviteDomain: Domain = {
  name: 'mat-invite',
  migrations: matInviteMigrations,
  seed: seedMatInvite,
  routes: matInviteRoutes,
};

/** Records a friend as if they had joined through the share link: development only. */
export const matInviteDevDomain: Domain = {
  name: 'mat-invite-dev',
  devOnly: true,
  migrations: [],
  routes: matInviteDevRoutes,
};
