import type { Domain } from '../../domain';
import { pagesMessages } from './messages';
import { pagesMigrations } from './migrations';
import { pagesRoutes } from './routes';
import { seedPages } from './seed';

/** CMS pages (public/page?id=): a title and structured blocks per language, open signed out. */
export const pagesDomain: Domain = {
  name: 'pages',
  basePath: '/api/pages',
  messages: pagesMessages,
  migrations: pagesMigrations,
  seed: seedPages,
  routes: pagesRoutes,
};
