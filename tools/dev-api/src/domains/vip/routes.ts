import { Hono } from 'hono';
import { depositQuery, depositRequest, vipIdText, vipOrderRequest, vipPlansQuery } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { parseOrFail, readBody, readQuery, send } from '../../request';
import { ownerOf, subAppOf, viewerOf } from '../../request-helpers';
import { activateCard, listCards } from './cards';
import { createDepositOrder, getOffer } from './deposits';
import { getInvite } from './invites';
import { listPlans } from './plans';
import { createVipOrder, requireAgreement } from './purchase';

/** Mounted at /api/vip. Plans and invitations are public (a shared link opens signed out); buying and cards need a token. */
export function vipRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();

  app.get('/plans', (c) => {
    const { kind } = readQuery(c, vipPlansQuery);
    return send(c, compactKey, listPlans(db, subAppOf(c), kind, langOf(c)));
  });

  app.get('/invites/:teacherId', (c) => {
    const teacherId = parseOrFail(vipIdText, c.req.param('teacherId'));
    return send(c, compactKey, getInvite(db, subAppOf(c), teacherId, langOf(c)));
  });

  app.post('/orders', async (c) => {
    const owner = ownerOf(c, ctx);
    const body = await readBody(c, compactKey, vipOrderRequest);
    return send(c, compactKey, createVipOrder(db, clock, owner, body, langOf(c)));
  });

  app.get('/cards', (c) => send(c, compactKey, listCards(db, clock(), ownerOf(c, ctx), langOf(c))));

  app.post('/cards/:id/activate', (c) => {
    const owner = ownerOf(c, ctx);
    const id = parseOrFail(vipIdText, c.req.param('id'));
    return send(c, compactKey, activateCard(db, clock(), owner, id, langOf(c)));
  });

  // Signed out it still answers (the screen shows what the deposit is before asking to sign in).
  app.get('/deposits/offer', (c) => {
    const subApp = subAppOf(c);
    const q = readQuery(c, depositQuery);
    const target =
      q.courseId !== undefined
        ? { targetKind: 'course' as const, targetId: q.courseId }
        : { targetKind: 'event' as const, targetId: q.eventId! };
    return send(c, compactKey, getOffer(db, clock(), subApp, target, viewerOf(c, ctx, subApp), langOf(c)));
  });

  app.post('/deposits', async (c) => {
    const owner = ownerOf(c, ctx);
    const body = await readBody(c, compactKey, depositRequest);
    requireAgreement(body.agree);
    return send(c, compactKey, createDepositOrder(db, clock, owner, body, langOf(c)));
  });
  return app;
}
