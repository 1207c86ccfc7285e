import { createHmac, randomBytes } from 'node:crypto';
import type { JsapiPayParams, Order, PayChannel, Payment, PrepayResponse } from '@yoga/contract';
import { cashierPath, subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { emit } from '../../events';
import { getOrder, sweepExpired, toOrder } from '../orders/store';
import { DEV_APP_ID } from '../wx/signature';

/** The stand-in provider's merchant key (not a secret: it only signs dev parameters). */
export const DEV_PAY_KEY = 'dev-pay-key-not-secret-0123456789';

type PaymentRow = { txn: string; amount: number; paid_at: number };
const toPayment = (p: PaymentRow, orderNo: string, duplicate: boolean): Payment => ({
  txn: p.txn,
  orderNo,
  amount: p.amount,
  paidAt: new Date(p.paid_at).toISOString(),
  duplicate,
});

/** Why an order that is not pending cannot be paid. */
function refuse(order: Order): never {
  if (order.state === 'expired') throw new ApiFailure(409, 'order_expired');
  if (order.state === 'paid') throw new ApiFailure(409, 'order_already_paid');
  throw new ApiFailure(409, 'order_closed');
}

/**
 * The provider's notification. Idempotent per order: a repeat (same or another transaction) changes
 * nothing and returns the payment already recorded, so paying twice charges once. Expired, cancelled
 * or refunded orders are refused.
 */
export function markPaid(db: Db, clock: () => number, orderNo: string, txn: string): Payment {
  return db.transaction(() => {
    const now = clock();
    sweepExpired(db, now);
    const row = db.prepare('SELECT * FROM orders WHERE order_no = ?').get(orderNo) as
      Parameters<typeof toOrder>[0] | undefined;
    if (!row) throw new ApiFailure(404, 'order_not_found');
    const paid = db.prepare('SELECT txn, amount, paid_at FROM payments WHERE order_id = ?').get(row.id) as
      PaymentRow | undefined;
    if (paid) return toPayment(paid, orderNo, true);
    const order = toOrder(row);
    if (order.state !== 'pending') refuse(order);
    if (db.prepare('SELECT 1 FROM payments WHERE txn = ?').get(txn)) throw new ApiFailure(409, 'invalid_txn');
    db.prepare('INSERT INTO payments (txn, order_id, amount, paid_at) VALUES (?, ?, ?, ?)').run(
      txn,
      row.id,
      row.amount,
      now,
    );
    db.prepare("UPDATE orders SET state = 'paid', paid_at = ? WHERE id = ?").run(now, row.id);
    const payment = toPayment({ txn, amount: row.amount, paid_at: now }, orderNo, false);
    // Domains hear of it inside this transaction: the card (or shipment) and the payment land together.
    emit(db, 'order.paid', { db, clock, order: getOrder(db, clock, orderNo)!, payment, userId: row.user_id });
    return payment;
  })();
}

/** The provider's signature over the JSAPI fields, sorted by name, as the chat platform checks it. */
export function paySignature(p: Omit<JsapiPayParams, 'paySign'>): string {
  const plain = Object.entries(p)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return createHmac('sha256', DEV_PAY_KEY).update(`${plain}&key=${DEV_PAY_KEY}`).digest('hex').toUpperCase();
}

/**
 * Where the H5 cashier returns: the order's own sub-app cashier, which then shows the true state.
 * A page load does not remember `?lng=`, so an English payer comes back with it.
 */
export const cashierReturn = (order: Order, lang = 'zh') =>
  cashierPath(
    subApps.find((s) => s.id === order.subApp)!,
    order.orderNo,
  ) + (lang === 'en' ? '&lng=en' : '');

/**
 * Starts paying a pending order. One prepay id per order, set once: two prepays at the same time get
 * the same id, so the provider can only ever charge one of them.
 */
export function prepay(
  db: Db,
  clock: () => number,
  order: Order,
  channel: PayChannel,
  lang: string,
): PrepayResponse {
  if (order.state !== 'pending') refuse(order);
  db.prepare('UPDATE orders SET prepay_id = ? WHERE id = ? AND prepay_id IS NULL').run(
    `wx${randomBytes(14).toString('hex')}`,
    order.id,
  );
  const { prepay_id } = db.prepare('SELECT prepay_id FROM orders WHERE id = ?').get(order.id) as {
    prepay_id: string;
  };
  if (channel === 'mini') return { channel, mini: { path: `/pages/pay/index?orderNo=${order.orderNo}` } };
  if (channel === 'h5') {
    const q = new URLSearchParams({ orderNo: order.orderNo, return: cashierReturn(order, lang), lang });
    return { channel, h5: { url: `/__dev/pay/cashier?${q}` } };
  }
  const fields = {
    appId: DEV_APP_ID,
    timeStamp: String(Math.floor(clock() / 1000)),
    nonceStr: randomBytes(8).toString('hex'),
    package: `prepay_id=${prepay_id}`,
    signType: 'HMAC-SHA256',
  };
  return { channel, jsapi: { ...fields, paySign: paySignature(fields) } };
}
