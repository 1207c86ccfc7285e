import type { Hooks } from '../../events';
import { shipOrder } from './shipment-store';

/**
 * A paid store order counts as sold, and the stand-in's warehouse ships it at once (a choice: the
 * shipping note says "within 48 hours", but shipping on payment lets a buyer follow the parcel in the
 * same session; its tracking then unfolds on the clock). Runs inside the payment's transaction.
 */
export const shopHooks: Hooks = {
  'order.paid': ({ db, order, payment }) => {
    if (order.kind !== 'store') return;
    if (!db.prepare('SELECT 1 FROM shop_orders WHERE order_no = ?').get(order.orderNo)) return; // a bare test order
    const items = db
      .prepare('SELECT spu_id, quantity FROM shop_order_items WHERE order_no = ?')
      .all(order.orderNo) as { spu_id: number; quantity: number }[];
    const sold = db.prepare('UPDATE shop_spus SET sales = sales + ? WHERE id = ?');
    for (const i of items) sold.run(i.quantity, i.spu_id);
    shipOrder(db, order.orderNo, Date.parse(payment.paidAt));
  },
};
