import { Hono } from 'hono';
import {
  CAMPAIGN_CODES,
  CAMPAIGN_RECEIPT_KINDS,
  campaignKey,
  devCampaignEventSet,
  devRepDecide,
  repApplyRequest,
} from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { parseOrFail, readBody, send } from '../../request';
import { ownerOf, pathIdOf, subAppOf, viewerOf } from '../../request-helpers';
import { ApiFailure } from '../../envelope';
import { campaignArt } from './art';
import {
  apply,
  cancelSignUp,
  claimWelfare,
  decide,
  getEvent,
  getMat,
  getProgramme,
  getReceipt,
  getRecipes,
  getWelfare,
  setEvent,
  signUp,
} from './store';

/**
 * Mounted at /api/campaigns. Every page reads signed out (a token adds the caller's own state); the
 * actions need a token of the sub-app named in the query, so another sub-app's token is a 403.
 */
export function campaignsRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const keyOf = (raw: string | undefined) => parseOrFail(campaignKey, raw);

  app.get('/art/:name', (c) => campaignArt(c));

  app.get('/events/:key', (c) => {
    const subApp = subAppOf(c);
    const key = keyOf(c.req.param('key'));
    return send(c, compactKey, getEvent(db, clock(), subApp, key, viewerOf(c, ctx, subApp), langOf(c)));
  });
  app.post('/events/:key/signup', (c) => {
    const o = ownerOf(c, ctx);
    const key = keyOf(c.req.param('key'));
    signUp(db, clock(), o.subApp, key, o.userId);
    return send(c, compactKey, getEvent(db, clock(), o.subApp, key, o.userId, langOf(c)));
  });
  app.post('/events/:key/cancel', (c) => {
    const o = ownerOf(c, ctx);
    const key = keyOf(c.req.param('key'));
    cancelSignUp(db, clock(), o.subApp, key, o.userId);
    return send(c, compactKey, getEvent(db, clock(), o.subApp, key, o.userId, langOf(c)));
  });

  app.get('/welfare', (c) => {
    const subApp = subAppOf(c);
    return send(c, compactKey, getWelfare(db, clock(), subApp, viewerOf(c, ctx, subApp), langOf(c)));
  });
  app.post('/welfare/claim', (c) => {
    const o = ownerOf(c, ctx);
    claimWelfare(db, clock(), o.subApp, o.userId);
    return send(c, compactKey, getWelfare(db, clock(), o.subApp, o.userId, langOf(c)));
  });

  app.get('/representative', (c) => {
    const subApp = subAppOf(c);
    return send(c, compactKey, getProgramme(db, subApp, viewerOf(c, ctx, subApp), langOf(c)));
  });
  app.post('/representative/apply', async (c) => {
    const o = ownerOf(c, ctx);
    const body = await readBody(c, compactKey, repApplyRequest);
    apply(db, clock(), o.subApp, o.userId, body);
    return send(c, compactKey, getProgramme(db, o.subApp, o.userId, langOf(c)));
  });

  // A form's result page reads what was submitted back by its id: only the caller's own.
  app.get('/receipts/:kind/:id', (c) => {
    const o = ownerOf(c, ctx);
    const kind = CAMPAIGN_RECEIPT_KINDS.find((k) => k === c.req.param('kind'));
    const id = pathIdOf(c, 'id', 'campaign_receipt_not_found', CAMPAIGN_CODES.receiptNotFound);
    if (!kind) throw new ApiFailure(CAMPAIGN_CODES.receiptNotFound, 'campaign_receipt_not_found');
    return send(c, compactKey, getReceipt(db, o.subApp, o.userId, kind, id, langOf(c)));
  });

  app.get('/mat', (c) => send(c, compactKey, getMat(db, clock(), subAppOf(c), langOf(c))));
  app.get('/recipes', (c) => send(c, compactKey, getRecipes(subAppOf(c), langOf(c))));
  return app;
}

/** Mounted at /__dev: an event's seats or end for a test, and the review of an application. */
export function campaignsDevRoutes({ db, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.post('/campaigns/event', async (c) => {
    const b = await readBody(c, compactKey, devCampaignEventSet);
    setEvent(db, clock(), b.key, b);
    return send(c, compactKey, getEvent(db, clock(), 'suman', b.key, null, langOf(c)));
  });
  app.post('/campaigns/representative/decide', async (c) => {
    const b = await readBody(c, compactKey, devRepDecide);
    return send(c, compactKey, decide(db, b.phone, b.status, b.refusal));
  });
  return app;
}
