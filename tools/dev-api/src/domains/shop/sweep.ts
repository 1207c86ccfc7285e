import type { Db } from '../../db';
import { sweepExpired } from '../orders/store';
import { shipOrder } from './shipment-store';

const HOUR = 3_600_000;
/** The shipping note promises 48 hours; an order still waiting by then leaves at that time. */
export const SHIP_WITHIN = 48 * HOUR;
/** Like the big malls, receipt is confirmed for the buyer ten days after shipping. */
export const AUTO_RECEIVE_AFTER = 10 * 24 * HOUR;

/** Brings stored state up to the clock: expired orders, late shipments, automatic receipt. */
export function sweepShop(db: Db, now: number): void {
  sweepExpired(db, now);
  const late = db
    .prepare(
      `SELECT o.order_no, o.paid_at FROM orders o JOIN shop_orders m ON m.order_no = o.order_no
       WHERE o.state = 'paid' AND o.paid_at <= ? AND NOT EXISTS
       (SELECT 1 FROM shop_shipments sh WHERE sh.order_no = o.order_no)`,
    )
    .all(now - SHIP_WITHIN) as { order_no: string; paid_at: number }[];
  for (const o of late) shipOrder(db, o.order_no, o.paid_at + SHIP_WITHIN);
  db.prepare(
    `UPDATE shop_orders SET received_at = (SELECT sh.shipped_at + ? FROM shop_shipments sh
       WHERE sh.order_no = shop_orders.order_no)
     WHERE received_at IS NULL AND order_no IN (SELECT sh.order_no FROM shop_shipments sh
       JOIN orders o ON o.order_no = sh.order_no WHERE o.state = 'paid' AND sh.shipped_at <= ?)`,
  ).run(AUTO_RECEIVE_AFTER, now - AUTO_RECEIVE_AFTER);
}
