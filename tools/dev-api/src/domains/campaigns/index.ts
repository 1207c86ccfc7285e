import type { Domain } from '../../domain';
import { campaignsMessages } from './messages';
import { campaignsMigrations } from './migrations';
import { campaignsDevRoutes, campaignsRoutes } from './routes';
import { seedCampaigns } from './seed';

/**
 * Suman's campaign pages: the women's-day event (seats, sign-up once, cancel), the welfare offer for
 * new students (claimed once), the representative programme (one application, its review), the TPU
 * mat offer (sold by a product of the store: needs shop first) and three recipes.
 */
export const campaignsDomain: Domain = {
  name: 'campaigns',
  basePath: '/api/campaigns',
  messages: campaignsMessages,
  migrations: campaignsMigrations,
  seed: seedCampaigns,
  routes: campaignsRoutes,
  devRoutes: campaignsDevRoutes,
};
