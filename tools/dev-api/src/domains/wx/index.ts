import type { Domain } from '../../domain';
import { wxMessages } from './messages';
import { wxDevRoutes } from './dev-routes';
import { wxRoutes } from './routes';

/** The chat platform's SDK signature, the share card, the openId exchange and (dev) its consent screen; no tables. */
export const wxDomain: Domain = {
  name: 'wx',
  basePath: '/api',
  messages: wxMessages,
  migrations: [],
  routes: wxRoutes,
  devRoutes: wxDevRoutes,
};
