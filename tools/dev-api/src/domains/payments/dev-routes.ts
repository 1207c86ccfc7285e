import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { devCreateOrderRequest, orderNo, payNotifyRequest } from '@yoga/contract';
import { detectSubApp } from '@yoga/platform';
import { allowedRedirect, ownOrigin } from '../../client';
import type { DomainContext } from '../../domain';
import { langOf, text } from '../../messages';
import { normalisePhone } from '../../phone';
import { readBody, send } from '../../request';
import { createOrder, getOrder } from '../orders/store';
import { cashierPage, cashierScript, refusedCashier, type CashierLang } from './cashier-page';
import { markPaid } from './store';

/** A same-origin path of this product (a known sub-app prefix), like the consent page's check; null otherwise. */
function productPath(c: Context, raw: string | undefined, allowed: readonly string[]): string | null {
  if (!raw || !/^\/(?![/\\])/.test(raw)) return null;
  const url = allowedRedirect(c, new URL(raw, ownOrigin(c)).href, allowed);
  if (!url || !detectSubApp(url.pathname)) return null;
  return url.pathname + url.search;
}

/** The provider's H5 cashier and notifications, and test orders (mounted at /__dev). */
export function paymentsDevRoutes({ db, auth, clock, compactKey, config }: DomainContext): Hono {
  const app = new Hono();

  app.get('/pay/cashier', (c) => {
    const lang: CashierLang = c.req.query('lang') === 'en' || langOf(c) === 'en' ? 'en' : 'zh';
    const back = productPath(c, c.req.query('return'), config.allowedOrigins);
    if (!back) return c.html(refusedCashier(text(lang, 'redirect_refused')), 400);
    const no = orderNo.safeParse(c.req.query('orderNo'));
    const order = no.success ? getOrder(db, clock, no.data) : null;
    if (!order) return c.html(refusedCashier(text(lang, 'order_not_found')), 404);
    return c.html(cashierPage(order, back, `dev_${randomBytes(12).toString('hex')}`, lang));
  });

  app.get('/pay/cashier.js', (c) =>
    c.body(cashierScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );

  app.post('/pay/notify', async (c) => {
    const b = await readBody(c, compactKey, payNotifyRequest);
    return send(c, compactKey, markPaid(db, clock, b.orderNo, b.txn));
  });

  // A pending order for any user by phone, so the cashier can be tested before the buying screens exist.
  app.post('/orders', async (c) => {
    const b = await readBody(c, compactKey, devCreateOrderRequest);
    const phone = normalisePhone(b.areaCode ?? '86', b.phone);
    const { id: userId } = auth.userFor(phone.areaCode, phone.national);
    const { subApp, kind, title, amount, originalAmount, classTime, points } = b;
    const order = {
      userId,
      subApp,
      kind,
      title,
      amount,
      originalAmount,
      classTime,
      points,
      refId: b.refId ?? '0',
    };
    return send(c, compactKey, createOrder(db, clock, order));
  });
  return app;
}
