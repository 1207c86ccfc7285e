import { Hono, type Context } from 'hono';
import {
  courseOrderRequest,
  detailQuery,
  freeBookRequest,
  payPreviewQuery,
  subAppId,
  type SubAppIdT,
} from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { parseOrFail, readBody, readQuery, send } from '../../request';
import { courseDetail } from './course-store';
import { bookFree, freeDay } from './free-store';
import { payPreview, placeOrder } from './purchase-store';

const brandOf = (subApp: SubAppIdT) => subApps.find((s) => s.id === subApp)!.brand;

export function coursesRoutes({ db, auth, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  // Optional sign-in: a missing or stale token reads as a visitor, never as a 403.
  const viewer = (c: Context, subApp: SubAppIdT) =>
    auth.userOf(c.req.header('AUTHORIZE_TOKEN') ?? null, subApp)?.id ?? null;
  const who = (c: Context, subApp: SubAppIdT) => {
    const user = auth.userOf(c.req.header('AUTHORIZE_TOKEN') ?? null, subApp);
    if (!user) throw new ApiFailure(403, 'not_logged_in');
    return { userId: user.id, subApp, brand: brandOf(subApp) };
  };

  app.get('/detail', (c) => {
    const q = readQuery(c, detailQuery);
    return send(c, compactKey, courseDetail(db, brandOf(q.subApp), q.courseId, viewer(c, q.subApp), clock()));
  });

  app.get('/pay-preview', (c) => {
    const q = readQuery(c, payPreviewQuery);
    return send(c, compactKey, payPreview(db, who(c, q.subApp), q.courseId, q.classId, clock()));
  });

  app.post('/order', async (c) => {
    const b = await readBody(c, compactKey, courseOrderRequest);
    return send(c, compactKey, placeOrder(db, clock, who(c, b.subApp), b));
  });

  app.get('/free', (c) => {
    const subApp = parseOrFail(subAppId, c.req.query('subApp'));
    return send(c, compactKey, freeDay(db, brandOf(subApp), viewer(c, subApp), clock()));
  });

  app.post('/free/book', async (c) => {
    const b = await readBody(c, compactKey, freeBookRequest);
    const w = who(c, b.subApp);
    return send(c, compactKey, bookFree(db, w.brand, w.userId, b.classId, clock()));
  });
  return app;
}
