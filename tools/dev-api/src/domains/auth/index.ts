import type { Domain } from '../../domain';
import { authMessages } from './messages';
import { authDevRoutes } from './dev-routes';
import { authMigrations } from './migrations';
import { authRoutes } from './routes';

/** Users, tokens per sub-app, SMS codes (with hourly caps) and chat-platform codes; emits user.signedIn. */
export const authDomain: Domain = {
  name: 'auth',
  basePath: '/api',
  messages: authMessages,
  migrations: authMigrations,
  routes: authRoutes,
  devRoutes: authDevRoutes,
};
