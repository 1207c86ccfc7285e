import { Hono } from 'hono';
import { FUND_CODES, fundVoteRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { ownerOf, pathIdOf, subAppOf, viewerOf } from '../../request-helpers';
import { castVote, getFund, getTally } from './store';

/**
 * Mounted at /api/funds. A fund and its tally are open (the page opens signed out; a valid token of
 * the sub-app adds the caller's vote); voting needs the sub-app's own token.
 */
export function fundsRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const idOf = (c: Parameters<typeof subAppOf>[0]) =>
    pathIdOf(c, 'id', 'fund_not_found', FUND_CODES.fundNotFound);

  app.get('/:id', (c) => {
    const subApp = subAppOf(c);
    const viewer = viewerOf(c, ctx, subApp);
    return send(c, compactKey, getFund(db, { subApp, viewer, id: idOf(c) }, clock(), langOf(c)));
  });

  app.get('/:id/tally', (c) => {
    const subApp = subAppOf(c);
    const viewer = viewerOf(c, ctx, subApp);
    return send(c, compactKey, getTally(db, { subApp, viewer, id: idOf(c) }, clock(), langOf(c)));
  });

  app.post('/:id/vote', async (c) => {
    const owner = ownerOf(c, ctx);
    const id = idOf(c);
    const body = await readBody(c, compactKey, fundVoteRequest);
    return send(c, compactKey, castVote(db, { ...owner, id, optionId: body.optionId }, clock(), langOf(c)));
  });
  return app;
}
