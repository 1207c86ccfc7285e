import type { Hooks } from '../../events';

/**
 * A refunded order is no longer a sale, so the invoice covering it is voided (in a real tax system: a
 * red-letter invoice): it stays in the student's record marked voided, and its signed PDF link stops
 * working. The other orders on it stay linked to the voided invoice (the stand-in does not reissue).
 */
export const invoiceHooks: Hooks = {
  'order.refunded': ({ db, clock, order }) => {
    db.prepare(
      `UPDATE invoices SET voided_at = ? WHERE voided_at IS NULL
       AND id IN (SELECT invoice_id FROM invoice_orders WHERE order_id = ?)`,
    ).run(clock(), order.id);
  },
};
