import type { Domain } from '../../domain';
import { authMigrations } from './migrations';
import { authRoutes } from './routes';

/** Users, tokens per sub-app, SMS codes (with hourly caps) and chat-platform codes. */
export const authDomain: Domain = { name: 'auth', migrations: authMigrations, routes: authRoutes };
