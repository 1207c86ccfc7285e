import { INVOICE_CODES } from '@yoga/contract';
import type { Invoice, InvoiceRequest } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { INVOICE_WINDOW_MS, invoiceableWhere, type Owner, type Page } from './invoiceable';
import type { LinkSigner } from '../../signed-links';
import { INVOICE_LINK_MINUTES, invoiceNumber } from './tickets';

/** The stand-in issues every invoice this long after the request. */
export const ISSUE_DELAY_MS = 2 * 60_000;
const { orderNotInvoiceable, invoiceNotFound } = INVOICE_CODES;

const iso = (ms: number) => new Date(ms).toISOString();

type InvoiceRow = {
  id: number;
  user_id: number;
  title_type: Invoice['titleType'];
  title: string;
  tax_no: string;
  email: string;
  amount: number;
  created_at: number;
  issue_at: number;
  voided_at: number | null;
  voided_orders: string | null;
};

/** The orders an invoice covers now (a voided one keeps its own copy in voided_orders). */
export function invoiceOrders(db: Db, invoiceId: number): Invoice['orders'] {
  return db

    .prepare(
      `SELECT o.order_no AS orderNo, o.title, o.amount FROM invoice_orders io JOIN orders o ON o.id = io.order_id
       WHERE io.invoice_id = ? ORDER BY o.paid_at DESC, o.id DESC`,
    )
    .all(invoiceId) as Invoice['orders'];
}

function toInvoice(db: Db, links: LinkSigner, now: number, r: InvoiceRow): Invoice {
  const voided = r.voided_at !== null;
  const issued = now >= r.issue_at && !voided;
  const orders = r.voided_orders
    ? (JSON.parse(r.voided_orders) as Invoice['orders'])
    : invoiceOrders(db, r.id);
  return {
    id: r.id,
    invoiceNo: now >= r.issue_at ? invoiceNumber(r.id, r.issue_at) : null,
    status: voided ? 'voided' : issued ? 'issued' : 'pending',
    titleType: r.title_type,
    title: r.title,
    taxNo: r.tax_no,
    email: r.email,
    amount: r.amount,
    orders,
    createdAt: iso(r.created_at),
    issuedAt: now >= r.issue_at ? iso(r.issue_at) : null,
    downloadUrl: issued
      ? `/api/invoices/${r.id}/pdf?ticket=${links.issue('invoice', r.id, r.user_id, now, INVOICE_LINK_MINUTES)}`
      : null,
  };
}

/**
 * One invoice for the chosen orders, or 4401 when any of them is not the caller's, not paid, older
 * than the window or already invoiced. Checked and written in one transaction; the UNIQUE order_id
 * of invoice_orders settles two requests racing for one order.
 */
export function requestInvoice(
  db: Db,
  links: LinkSigner,
  now: number,
  owner: Owner,
  req: InvoiceRequest,
): Invoice {
  const orderNos = [...new Set(req.orderNos.map((n) => n.trim()))];
  return db.transaction(() => {
    const found = orderNos.map(
      (no) =>
        db
          .prepare(
            `SELECT o.id, o.amount FROM orders o ${invoiceableWhere} AND o.order_no = ?
             AND NOT EXISTS (SELECT 1 FROM invoice_orders io WHERE io.order_id = o.id)`,
          )
          .get(owner.userId, owner.subApp, now - INVOICE_WINDOW_MS, no) as
          { id: number; amount: number } | undefined,
    );
    if (found.some((o) => !o)) throw new ApiFailure(orderNotInvoiceable, 'order_not_invoiceable');
    const orders = found as { id: number; amount: number }[];
    const company = req.titleType === 'company';
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO invoices (user_id, sub_app, title_type, title, tax_no, email, amount, created_at, issue_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        owner.userId,
        owner.subApp,
        req.titleType,
        req.title.trim(),
        company ? (req.taxNo ?? '').trim().toUpperCase() : '',
        req.email.trim(),
        orders.reduce((s, o) => s + o.amount, 0),
        now,
        now + ISSUE_DELAY_MS,
      );
    const link = db.prepare('INSERT INTO invoice_orders (invoice_id, order_id) VALUES (?, ?)');
    for (const o of orders) link.run(lastInsertRowid, o.id);
    return toInvoice(
      db,
      links,
      now,
      db.prepare('SELECT * FROM invoices WHERE id = ?').get(lastInsertRowid) as InvoiceRow,
    );
  })();
}

/** The caller's invoice requests, newest first. */
export function listInvoices(
  db: Db,
  links: LinkSigner,
  now: number,
  owner: Owner,
  page: number,
  pageSize: number,
): Page<Invoice> {
  const where = 'WHERE user_id = ? AND sub_app = ?';
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM invoices ${where}`)
    .get(owner.userId, owner.subApp) as { total: number };
  const rows = db
    .prepare(`SELECT * FROM invoices ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(owner.userId, owner.subApp, pageSize, (page - 1) * pageSize) as InvoiceRow[];
  return { list: rows.map((r) => toInvoice(db, links, now, r)), page, pageSize, total };
}

/** An issued invoice behind a valid ticket; 404 otherwise (a pending one has no PDF yet, a voided one none any more). */
export function invoiceForPdf(db: Db, links: LinkSigner, now: number, id: number, ticket: string): Invoice {
  const row = db.prepare('SELECT * FROM invoices WHERE id = ?').get(id) as InvoiceRow | undefined;
  const holder = links.check('invoice', id, ticket, now, INVOICE_LINK_MINUTES);
  if (!row || holder !== row.user_id || now < row.issue_at || row.voided_at !== null)
    throw new ApiFailure(invoiceNotFound, 'invoice_not_found', 404);
  return toInvoice(db, links, now, row);
}
