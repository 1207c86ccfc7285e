import { Hono } from 'hono';
import { ARTICLE_CODES } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { send } from '../../request';
import { pathIdOf, subAppOf } from '../../request-helpers';
import { countRead, getArticle, latestNotice } from './store';

/** Mounted at /api/articles; open signed out (articles are shared outside the app). */
export function articlesRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  app.get('/notify', (c) => send(c, compactKey, latestNotice(db, subAppOf(c), langOf(c), clock())));
  app.get('/:id', (c) => {
    const subApp = subAppOf(c);
    const id = pathIdOf(c, 'id', 'article_not_found', ARTICLE_CODES.articleNotFound);
    return send(c, compactKey, getArticle(db, subApp, id, langOf(c), clock()));
  });
  app.post('/:id/read', (c) => {
    const subApp = subAppOf(c);
    const id = pathIdOf(c, 'id', 'article_not_found', ARTICLE_CODES.articleNotFound);
    return send(c, compactKey, countRead(db, subApp, id, clock()));
  });
  return app;
}
