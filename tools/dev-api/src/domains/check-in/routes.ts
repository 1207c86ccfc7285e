import { Hono } from 'hono';
import { CHECK_IN_CODES, checkInRulesQuery, devCheckInYesterday } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { readBody, readQuery, send } from '../../request';
import { ownerOf, pathIdOf, subAppOf, viewerOf } from '../../request-helpers';
import { checkIn, checkInYesterday, getActivity, getRules } from './store';

/** Relative to /api/check-in. The activity and its rules open signed out; checking in needs a token. */
export function checkInRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const idOf = (c: Parameters<typeof pathIdOf>[0]) =>
    pathIdOf(c, 'id', 'check_in_activity_not_found', CHECK_IN_CODES.activityNotFound);

  app.get('/rules', (c) => {
    const { subApp, id } = readQuery(c, checkInRulesQuery);
    return send(c, compactKey, getRules(db, subApp, id, langOf(c)));
  });
  app.get('/activities/:id', (c) => {
    const subApp = subAppOf(c);
    const id = idOf(c);
    return send(c, compactKey, getActivity(db, clock(), subApp, id, viewerOf(c, ctx, subApp), langOf(c)));
  });
  app.post('/activities/:id/check-in', (c) => {
    const owner = ownerOf(c, ctx);
    return send(c, compactKey, checkIn(db, clock(), owner, idOf(c)));
  });
  return app;
}

/** Mounted at /__dev: the stand-in's clock does not move in e2e, so yesterday's check-in is recorded instead. */
export function checkInDevRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  app.post('/check-in/yesterday', async (c) => {
    const owner = ownerOf(c, ctx);
    const { activityId } = await readBody(c, compactKey, devCheckInYesterday);
    return send(c, compactKey, checkInYesterday(db, clock(), owner, activityId));
  });
  return app;
}
