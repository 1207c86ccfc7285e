import { Hono } from 'hono';
import { talentApplyRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { ownerOf, subAppOf, viewerOf } from '../../request-helpers';
import { apply, getProgramme } from './store';

/**
 * Mounted at /api/talent. The page reads signed out (a token adds the caller's application); applying
 * needs a token of the student sub-app named in the query, so a coach's or another sub-app's is a 403.
 */
export function talentRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  app.get('/', (c) => {
    const subApp = subAppOf(c);
    return send(c, compactKey, getProgramme(db, subApp, viewerOf(c, ctx, subApp), langOf(c)));
  });
  app.post('/apply', async (c) => {
    const o = ownerOf(c, ctx);
    const body = await readBody(c, compactKey, talentApplyRequest);
    apply(db, clock(), o.subApp, o.userId, body);
    return send(c, compactKey, getProgramme(db, o.subApp, o.userId, langOf(c)));
  });
  return app;
}
