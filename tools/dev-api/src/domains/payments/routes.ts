import { Hono } from 'hono';
import { prepayRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { ownerOf } from '../../request-helpers';
import { mustGetOrder } from '../orders/store';
import { prepay } from './store';

/** The provider's prepay, as the product's server offers it to the cashier screen (mounted at /api/pay). */
export function paymentsRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  app.post('/prepay', async (c) => {
    const owner = ownerOf(c, ctx);
    const b = await readBody(c, compactKey, prepayRequest);
    const order = mustGetOrder(db, clock, b.orderNo, owner, langOf(c));
    return send(c, compactKey, prepay(db, clock, order, b.channel, langOf(c)));
  });
  return app;
}
