import type { InvoiceableOrder, SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';

export type Owner = { userId: number; subApp: SubAppIdT };
export type Page<T> = { list: T[]; page: number; pageSize: number; total: number };

/** Orders paid longer ago than this can no longer be invoiced. */
export const INVOICE_WINDOW_MS = 365 * 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Paid (not refunded), not free, paid within the window; `o` is the orders table. */
export const invoiceableWhere = `WHERE o.user_id = ? AND o.sub_app = ? AND o.state = 'paid' AND o.amount > 0
  AND o.paid_at IS NOT NULL AND o.paid_at >= ?`;

/** The caller's paid orders of the last 365 days, newest payment first, each with its invoice if any. */
export function listInvoiceable(
  db: Db,
  now: number,
  owner: Owner,
  page: number,
  pageSize: number,
): Page<InvoiceableOrder> {
  const args = [owner.userId, owner.subApp, now - INVOICE_WINDOW_MS];
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM orders o ${invoiceableWhere}`).get(...args) as {
    total: number;
  };
  const rows = db
    .prepare(
      `SELECT o.order_no, o.title, o.amount, o.paid_at, io.invoice_id FROM orders o
       LEFT JOIN invoice_orders io ON io.order_id = o.id ${invoiceableWhere}
       ORDER BY o.paid_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, pageSize, (page - 1) * pageSize) as {
    order_no: string;
    title: string;
    amount: number;
    paid_at: number;
    invoice_id: number | null;
  }[];
  const list = rows.map((r) => ({
    orderNo: r.order_no,
    title: r.title,
    amount: r.amount,
    paidAt: iso(r.paid_at),
    invoiceId: r.invoice_id,
  }));
  return { list, page, pageSize, total };
}
