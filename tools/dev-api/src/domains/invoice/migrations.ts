import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds. An invoice is issued at `issue_at` (two minutes after the request):
 * its status is read from the clock, so nothing has to run in the background. `invoice_orders`
 * holds each order at most once (order_id UNIQUE): two requests for one order cannot both win.
 */
export const invoiceMigrations: Migration[] = [
  {
    name: 'invoice-002-invoices',
    sql: `CREATE TABLE invoices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      title_type TEXT NOT NULL CHECK (title_type IN ('personal', 'company')),
      title TEXT NOT NULL,
      tax_no TEXT NOT NULL DEFAULT '',
      email TEXT NOT NULL,
      amount INTEGER NOT NULL CHECK (amount >= 0),
      created_at INTEGER NOT NULL,
      issue_at INTEGER NOT NULL);
    CREATE INDEX invoices_user ON invoices (user_id, sub_app, id);
    CREATE TABLE invoice_orders (
      invoice_id INTEGER NOT NULL REFERENCES invoices(id),
      order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id));
    CREATE INDEX invoice_orders_invoice ON invoice_orders (invoice_id);`,
  },
  {
    // A refund voids the invoice covering the order (see void.ts): kept in the record, no PDF; the
    // orders it covered are kept as written (voided_orders, JSON) and released to be invoiced again.
    name: 'invoice-003-voided',
    sql: `ALTER TABLE invoices ADD COLUMN voided_at INTEGER;
      ALTER TABLE invoices ADD COLUMN voided_orders TEXT;`,
  },
];
