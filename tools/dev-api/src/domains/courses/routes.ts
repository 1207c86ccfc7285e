import { Hono, type Context } from 'hono';
import {
  courseOrderRequest,
  detailQuery,
  devFreeClassRequest,
  freeBookRequest,
  payPreviewQuery,
  reviewsQuery,
  type SubAppIdT,
} from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { readBody, readQuery, send } from '../../request';
import { ownerFor, subAppOf, viewerOf } from '../../request-helpers';
import { courseDetail } from './course-store';
import { addFreeClass, bookFree, freeDay } from './free-store';
import { payPreview, placeOrder } from './purchase-store';
import { reviewPage } from './review-store';
import { courseArt } from './art';

const brandOf = (subApp: SubAppIdT) => subApps.find((s) => s.id === subApp)!.brand;

/** Mounted at /api/courses. */
export function coursesRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const viewer = (c: Context, subApp: SubAppIdT) => viewerOf(c, ctx, subApp);
  const who = (c: Context, subApp: SubAppIdT) => ({ ...ownerFor(c, ctx, subApp), brand: brandOf(subApp) });

  app.get('/detail', (c) => {
    const q = readQuery(c, detailQuery);
    return send(
      c,
      compactKey,
      courseDetail(db, brandOf(q.subApp), q.courseId, viewer(c, q.subApp), clock(), langOf(c)),
    );
  });

  // The course covers (art.ts): drawings with no text, the same in every language.
  app.get('/art/:name', (c) => courseArt(c));

  app.get('/reviews', (c) => {
    const q = readQuery(c, reviewsQuery);
    return send(c, compactKey, reviewPage(db, brandOf(q.subApp), q.courseId, q));
  });

  app.get('/pay-preview', (c) => {
    const q = readQuery(c, payPreviewQuery);
    return send(c, compactKey, payPreview(db, who(c, q.subApp), q.courseId, q.classId, clock(), langOf(c)));
  });

  app.post('/order', async (c) => {
    const b = await readBody(c, compactKey, courseOrderRequest);
    return send(c, compactKey, placeOrder(db, clock, who(c, b.subApp), b));
  });

  app.get('/free', (c) => {
    const subApp = subAppOf(c);
    return send(c, compactKey, freeDay(db, brandOf(subApp), viewer(c, subApp), clock(), langOf(c)));
  });

  app.post('/free/book', async (c) => {
    const b = await readBody(c, compactKey, freeBookRequest);
    const w = who(c, b.subApp);
    return send(c, compactKey, bookFree(db, w.brand, w.userId, b.classId, clock()));
  });
  return app;
}

/** Development only (mounted at /__dev): fixtures the e2e journeys need. */
export function coursesDevRoutes({ db, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.post('/courses/free-class', async (c) => {
    const b = await readBody(c, compactKey, devFreeClassRequest);
    return send(c, compactKey, addFreeClass(db, brandOf(b.subApp), b, clock(), langOf(c)));
  });
  return app;
}
