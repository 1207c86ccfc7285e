import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { devCreateOrderRequest, orderNo, payNotifyRequest } from '@yoga/contract';
import { detectSubApp } from '@yoga/platform';
import type { DomainContext } from '../../domain';
import { langOf, text } from '../../messages';
import { normalisePhone } from '../../phone';
import { readBody, send } from '../../request';
import { createOrder, getOrder } from '../orders/store';
import { cashierPage, cashierScript, refusedCashier, type CashierLang } from './cashier-page';
import { markPaid } from './store';

/**
 * A path of this product (a known sub-app prefix); null otherwise. The return stays relative: it is
 * resolved against a placeholder, never against the request's Host, and only its path and query are kept.
 */
function productPath(raw: string | undefined): string | null {
  if (!raw || !/^\/(?![/\\])/.test(raw)) return null;
  const url = new URL(raw, 'http://product.invalid');
  if (url.origin !== 'http://product.invalid' || !detectSubApp(url.pathname)) return null;
  return url.pathname + url.search;
}

/** The provider's H5 cashier and notifications, and test orders (mounted at /__dev). */
export function paymentsDevRoutes({ db, auth, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();

  app.get('/pay/cashier', (c) => {
    const lang: CashierLang = c.req.query('lang') === 'en' || langOf(c) === 'en' ? 'en' : 'zh';
    const back = productPath(c.req.query('return'));
    if (!back) return c.html(refusedCashier(text(lang, 'redirect_refused')), 400);
    const no = orderNo.safeParse(c.req.query('orderNo'));
    const order = no.success ? getOrder(db, clock, no.data, undefined, lang) : null;
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
