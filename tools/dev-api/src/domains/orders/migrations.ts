import type { Migration } from '../../domain';

/** Times are epoch milliseconds (compared in SQL); the API shows them as ISO strings. */
export const ordersMigrations: Migration[] = [
  {
    name: 'orders-001-create',
    sql: `CREATE TABLE orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL UNIQUE,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      kind TEXT NOT NULL,
      ref_id TEXT NOT NULL,
      title TEXT NOT NULL,
      cover TEXT NOT NULL DEFAULT '',
      amount INTEGER NOT NULL CHECK (amount >= 0),
      original_amount INTEGER NOT NULL CHECK (original_amount >= amount),
      points INTEGER NOT NULL DEFAULT 0,
      class_time TEXT,
      state TEXT NOT NULL CHECK (state IN ('pending', 'paid', 'cancelled', 'refunded', 'expired')),
      evaluated INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      pay_deadline INTEGER NOT NULL,
      paid_at INTEGER,
      closed_at INTEGER,
      prepay_id TEXT UNIQUE,
      detail TEXT NOT NULL DEFAULT '{}');
    CREATE INDEX orders_user ON orders (user_id, sub_app, kind, id);
    CREATE INDEX orders_pending ON orders (state, pay_deadline);`,
  },
  {
    // One payment per order (order_id UNIQUE) and per provider transaction (txn UNIQUE): paying twice
    // cannot charge twice.
    name: 'orders-002-payments',
    sql: `CREATE TABLE payments (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      txn TEXT NOT NULL UNIQUE,
      order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id),
      amount INTEGER NOT NULL,
      paid_at INTEGER NOT NULL,
      refunded_at INTEGER);`,
  },
  {
    // The item's title as bought, in both languages (the English empty when the item had none):
    // an order keeps the title it was bought under, shown in the caller's Language.
    name: 'orders-003-title-en',
    sql: `ALTER TABLE orders ADD COLUMN title_en TEXT NOT NULL DEFAULT '';`,
  },
  {
    // The coach's change to a booked class (JSON of the contract's orderClassChange), or null.
    name: 'orders-004-class-change',
    sql: `ALTER TABLE orders ADD COLUMN class_change TEXT;`,
  },
];
