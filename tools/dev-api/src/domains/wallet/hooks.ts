import type { Db } from '../../db';
import type { Hooks } from '../../events';
import { addPoints } from './points-store';

const orderOwner = (db: Db, orderId: number) =>
  (db.prepare('SELECT user_id FROM orders WHERE id = ?').get(orderId) as { user_id: number }).user_id;

/**
 * A paid order earns its points (order.points; onmat prices them) inside the payment's transaction;
 * the ledger's unique order number makes a repeated notification credit nothing more.
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
};
