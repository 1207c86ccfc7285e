import type { Hooks } from '../../events';
import { invoiceOrders } from './store';

/**
 * A refunded order is no longer a sale, so the invoice covering it is voided (in a real tax system: a
 * red-letter invoice): it stays in the student's record marked voided, with the orders it covered,
 * and its signed PDF link stops working. The other orders on it are released: still paid, they can
 * be invoiced again (the refunded one cannot: it is no longer paid).
 */
export const invoiceHooks: Hooks = {
  'order.refunded': ({ db, clock, order }) => {
    const row = db
      .prepare(
        `SELECT i.id FROM invoices i JOIN invoice_orders io ON io.invoice_id = i.id
         WHERE io.order_id = ? AND i.voided_at IS NULL`,
      )
      .get(order.id) as { id: number } | undefined;
    if (!row) return;
    db.prepare('UPDATE invoices SET voided_at = ?, voided_orders = ? WHERE id = ?').run(
      clock(),
      JSON.stringify(invoiceOrders(db, row.id)),
      row.id,
    );
    db.prepare('DELETE FROM invoice_orders WHERE invoice_id = ?').run(row.id);
  },
};
