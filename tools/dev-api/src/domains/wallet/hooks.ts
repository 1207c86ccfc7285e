import type { Db } from '../../db';
import type { Hooks } from '../../events';
import { clawBack, returnSpent } from './points-orders';
import { addPoints } from './points-store';

const orderOwner = (db: Db, orderId: number) =>
  (db.prepare('SELECT user_id FROM orders WHERE id = ?').get(orderId) as { user_id: number }).user_id;

/**
 * A paid order earns its points (order.points, priced on what was paid) inside the payment's
 * transaction; the ledger's unique (order, reason) makes a repeated notification credit nothing more.
 * A cancelled order gives back the points it spent; a refunded one gives them back and loses what it earned.
 */
export const walletHooks: Hooks = {
  'order.paid': ({ db, order, payment }) => {
    if (order.points <= 0) return;
    addPoints(
      db,
      { userId: orderOwner(db, order.id), subApp: order.subApp },
      {
        delta: order.points,
        reason: 'purchase',
        title: order.title,
        orderNo: order.orderNo,
        at: Date.parse(payment.paidAt),
      },
    );
  },
  'order.cancelled': ({ db, clock, order }) => returnSpent(db, order, clock()),
  'order.refunded': ({ db, clock, order }) => {
    const now = clock();
    returnSpent(db, order, now);
    clawBack(db, order, now);
  },
};
