import { Hono } from 'hono';
import { COACH_PROMOTE_CODES, sampleReviewRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { ownerFor, ownerOf, pathIdOf } from '../../request-helpers';
import {
  addReview,
  getDistribution,
  getPromoteKit,
  getSample,
  listReviews,
  listShipments,
  mustBeCoach,
} from './store';

/** Relative to /api/coach-promote; every call is a signed-in coach's (a student's token: 5550). */
export function coachPromoteRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const coach = (c: Parameters<typeof ownerOf>[0]) => {
    const owner = ownerOf(c, ctx);
    mustBeCoach(owner);
    return owner;
  };
  const spuId = (c: Parameters<typeof pathIdOf>[0]) =>
    pathIdOf(c, 'spuId', 'coach_promote_sample_not_found', COACH_PROMOTE_CODES.sampleNotFound);

  app.get('/distribution', (c) => send(c, compactKey, getDistribution(db, coach(c), clock(), langOf(c))));
  app.get('/promote-kit', (c) => send(c, compactKey, getPromoteKit(db, coach(c), langOf(c))));
  app.get('/samples/:spuId', (c) => {
    const owner = coach(c);
    return send(c, compactKey, getSample(db, owner, spuId(c), langOf(c)));
  });
  app.post('/samples/:spuId/review', async (c) => {
    const body = await readBody(c, compactKey, sampleReviewRequest);
    const owner = ownerFor(c, ctx, body.subApp);
    mustBeCoach(owner);
    return send(c, compactKey, addReview(db, owner, spuId(c), body, clock(), langOf(c)));
  });
  app.get('/reviews', (c) => send(c, compactKey, listReviews(db, coach(c), langOf(c))));
  app.get('/shipments', (c) => send(c, compactKey, listShipments(db, coach(c), clock(), langOf(c))));
  return app;
}
