import type { Context } from 'hono';
import { Hono } from 'hono';
import { handbookOrderRequest, SLIM_BUSINESS_CODES } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { ownerOf, pagingOf, pathIdOf, subAppOf, viewerOf } from '../../request-helpers';
import {
  businessCourse,
  coachSigning,
  courseOrderData,
  examData,
  myHandbookOrders,
  orderHandbooks,
} from './store';

/** The business flow is slim's: another sub-app (and its token) is refused before anything is read. */
function slimOnly(c: Context) {
  const subApp = subAppOf(c);
  if (subApp !== 'slim') throw new ApiFailure(400, 'invalid_sub_app');
  return subApp;
}

/** Relative to the domain's basePath (/api/slim-business). */
export function slimBusinessRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const courseId = (c: Context) =>
    pathIdOf(c, 'id', 'biz_course_not_found', SLIM_BUSINESS_CODES.courseNotFound);

  app.get('/courses/:id', (c) => {
    const subApp = slimOnly(c);
    return send(c, compactKey, businessCourse(db, clock, courseId(c), viewerOf(c, ctx, subApp), langOf(c)));
  });
  app.post('/orders', async (c) => {
    slimOnly(c);
    const owner = ownerOf(c, ctx);
    const body = await readBody(c, compactKey, handbookOrderRequest);
    return send(c, compactKey, orderHandbooks(db, clock, owner, body, langOf(c)));
  });
  app.get('/orders', (c) => {
    slimOnly(c);
    return send(c, compactKey, myHandbookOrders(db, clock, ownerOf(c, ctx), pagingOf(c), langOf(c)));
  });
  app.get('/courses/:id/stats', (c) => {
    slimOnly(c);
    const owner = ownerOf(c, ctx);
    const raw = c.req.query('sku');
    if (raw && !/^\d{1,9}$/.test(raw))
      throw new ApiFailure(SLIM_BUSINESS_CODES.handbookNotFound, 'biz_handbook_not_found');
    const sku = raw ? Number(raw) : null;
    return send(c, compactKey, courseOrderData(db, clock, owner, courseId(c), sku, langOf(c)));
  });
  app.get('/exams/:id', (c) => {
    slimOnly(c);
    const owner = ownerOf(c, ctx);
    const id = pathIdOf(c, 'id', 'biz_exam_not_found', SLIM_BUSINESS_CODES.examNotFound);
    return send(c, compactKey, examData(db, owner, id, langOf(c)));
  });
  app.get('/signings/:teacherId', (c) => {
    const id = pathIdOf(c, 'teacherId', 'biz_signing_not_found', SLIM_BUSINESS_CODES.signingNotFound);
    return send(c, compactKey, coachSigning(db, id, langOf(c)));
  });
  return app;
}
