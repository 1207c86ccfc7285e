import type { Migration } from '../../domain';

/**
 * Sessions of a sub-app (times in ms), their items, and which store order took a unit of which item.
 * What is left is counted from the orders (pending or paid), so an unpaid order that expires or is
 * cancelled gives its unit back without a job.
 */
export const flashSaleMigrations: Migration[] = [
  {
    name: 'flash-sale-001-create',
    sql: `CREATE TABLE flash_sale_sessions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sub_app TEXT NOT NULL,
      starts_at INTEGER NOT NULL,
      ends_at INTEGER NOT NULL);
    CREATE INDEX flash_sale_sessions_sub_app ON flash_sale_sessions (sub_app, starts_at);
    CREATE TABLE flash_sale_items (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      session_id INTEGER NOT NULL REFERENCES flash_sale_sessions(id),
      title TEXT NOT NULL,
      title_en TEXT NOT NULL DEFAULT '',
      cover TEXT NOT NULL DEFAULT '',
      sale_price INTEGER NOT NULL,
      original_price INTEGER NOT NULL,
      stock INTEGER NOT NULL CHECK (stock >= 0),
      sold_before INTEGER NOT NULL DEFAULT 0 CHECK (sold_before >= 0 AND sold_before <= stock),
      sort INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE flash_sale_orders (
      order_no TEXT PRIMARY KEY REFERENCES orders(order_no),
      item_id INTEGER NOT NULL REFERENCES flash_sale_items(id),
      user_id INTEGER NOT NULL,
      sub_app TEXT NOT NULL);
    CREATE INDEX flash_sale_orders_item ON flash_sale_orders (item_id, user_id);`,
  },
];
