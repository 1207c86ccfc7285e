import type { Domain } from '../../domain';
import { articlesMessages } from './messages';
import { articlesMigrations } from './migrations';
import { articlesRoutes } from './routes';
import { seedArticles } from './seed';

/** Articles of onmat and phala (article/:id) and their coaches' notices (article/notify), with read counts. */
export const articlesDomain: Domain = {
  name: 'articles',
  basePath: '/api/articles',
  messages: articlesMessages,
  migrations: articlesMigrations,
  seed: seedArticles,
  routes: articlesRoutes,
};
