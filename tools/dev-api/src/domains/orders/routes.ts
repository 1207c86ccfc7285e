import { Hono, type Context } from 'hono';
import { orderListQuery, orderNo, subAppId } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { parseOrFail, readQuery, send } from '../../request';
import { cancelOrder, listOrders, mustGetOrder } from './store';

/** The signed-in owner of a standard request: 403 without a token of the sub-app named in the query. */
export function ownerOf(c: Context, { auth }: Pick<DomainContext, 'auth'>) {
  const subApp = parseOrFail(subAppId, c.req.query('subApp'));
  const user = auth.userOf(c.req.header('AUTHORIZE_TOKEN') ?? null, subApp);
  if (!user) throw new ApiFailure(403, 'not_logged_in');
  return { userId: user.id, subApp };
}

export function ordersRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();

  app.get('/api/orders', (c) => {
    const owner = ownerOf(c, ctx);
    const { kind, page, pageSize } = readQuery(c, orderListQuery);
    return send(c, compactKey, listOrders(db, clock, { ...owner, kind, page, pageSize }));
  });

  app.get('/api/orders/:orderNo', (c) => {
    const owner = ownerOf(c, ctx);
    return send(c, compactKey, mustGetOrder(db, clock, parseOrFail(orderNo, c.req.param('orderNo')), owner));
  });

  // Polled every 2 s by the cashier: only what it needs to decide.
  app.get('/api/orders/:orderNo/status', (c) => {
    const owner = ownerOf(c, ctx);
    const o = mustGetOrder(db, clock, parseOrFail(orderNo, c.req.param('orderNo')), owner);
    return send(c, compactKey, { state: o.state, payDeadline: o.payDeadline, paidAt: o.paidAt });
  });

  app.post('/api/orders/:orderNo/cancel', (c) => {
    const owner = ownerOf(c, ctx);
    return send(c, compactKey, cancelOrder(db, clock, parseOrFail(orderNo, c.req.param('orderNo')), owner));
  });
  return app;
}
