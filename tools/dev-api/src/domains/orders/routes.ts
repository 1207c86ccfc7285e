import { Hono } from 'hono';
import { orderListQuery, orderNo } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { parseOrFail, readQuery, send } from '../../request';
import { ownerOf } from '../../request-helpers';
import { cancelOrder, listOrders, mustGetOrder } from './store';

/** Mounted at /api/orders. */
export function ordersRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();

  app.get('/', (c) => {
    const owner = ownerOf(c, ctx);
    const { kind, page, pageSize } = readQuery(c, orderListQuery);
    return send(c, compactKey, listOrders(db, clock, { ...owner, kind, page, pageSize }, langOf(c)));
  });

  app.get('/:orderNo', (c) => {
    const owner = ownerOf(c, ctx);
    const no = parseOrFail(orderNo, c.req.param('orderNo'));
    return send(c, compactKey, mustGetOrder(db, clock, no, owner, langOf(c)));
  });

  // Polled every 2 s by the cashier: only what it needs to decide.
  app.get('/:orderNo/status', (c) => {
    const owner = ownerOf(c, ctx);
    const o = mustGetOrder(db, clock, parseOrFail(orderNo, c.req.param('orderNo')), owner);
    return send(c, compactKey, { state: o.state, payDeadline: o.payDeadline, paidAt: o.paidAt });
  });

  app.post('/:orderNo/cancel', (c) => {
    const owner = ownerOf(c, ctx);
    const no = parseOrFail(orderNo, c.req.param('orderNo'));
    return send(c, compactKey, cancelOrder(db, clock, no, owner, langOf(c)));
  });
  return app;
}
