import type { Migration } from '../../domain';

/** Times are epoch milliseconds (compared in SQL); the API shows them as ISO strings. */
export const walletMigrations: Migration[] = [
  {
    // One ledger per user and sub-app; `balance` is the running balance right after the entry.
    // `order_no` is unique so a payment notified twice credits its points once.
    name: 'wallet-001-points',
    sql: `CREATE TABLE points_ledger (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      delta INTEGER NOT NULL CHECK (delta <> 0),
      reason TEXT NOT NULL CHECK (reason IN ('purchase', 'checkin', 'redeem', 'refund', 'bonus')),
      title TEXT NOT NULL DEFAULT '',
      balance INTEGER NOT NULL CHECK (balance >= 0),
      order_no TEXT UNIQUE,
      created_at INTEGER NOT NULL);
    CREATE INDEX points_ledger_user ON points_ledger (user_id, sub_app, created_at);`,
  },
  {
    // The CHECKs are the last line against an overdraw: a guarded UPDATE that would go below zero fails.
    name: 'wallet-002-wallet',
    sql: `CREATE TABLE wallet_accounts (
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      available INTEGER NOT NULL DEFAULT 0 CHECK (available >= 0),
      frozen INTEGER NOT NULL DEFAULT 0 CHECK (frozen >= 0),
      PRIMARY KEY (user_id, sub_app));
    CREATE TABLE wallet_income (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('commission', 'study_reward')),
      order_no TEXT,
      title TEXT NOT NULL,
      buyer TEXT NOT NULL DEFAULT '',
      paid_amount INTEGER NOT NULL DEFAULT 0,
      commission_rate INTEGER NOT NULL DEFAULT 0,
      amount INTEGER NOT NULL CHECK (amount >= 0),
      state TEXT NOT NULL CHECK (state IN ('pending', 'settled')),
      settle_at INTEGER NOT NULL,
      created_at INTEGER NOT NULL);
    CREATE INDEX wallet_income_user ON wallet_income (user_id, sub_app, created_at);
    -- One study reward per month (its title is the month).
    CREATE UNIQUE INDEX wallet_income_reward ON wallet_income (user_id, sub_app, title) WHERE kind = 'study_reward';
    CREATE TABLE withdrawals (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      amount INTEGER NOT NULL CHECK (amount > 0),
      state TEXT NOT NULL CHECK (state IN ('applied', 'processing', 'paid', 'rejected')),
      payee_name TEXT NOT NULL,
      reason TEXT,
      created_at INTEGER NOT NULL,
      processing_at INTEGER,
      paid_at INTEGER,
      rejected_at INTEGER,
      -- When the clock moves it on by itself; null while it waits for a person (seeded reviews).
      due_processing_at INTEGER,
      due_paid_at INTEGER);
    CREATE INDEX withdrawals_user ON withdrawals (user_id, sub_app, created_at);
    CREATE INDEX withdrawals_due ON withdrawals (state, due_processing_at, due_paid_at);`,
  },
  {
    name: 'wallet-003-practice',
    sql: `CREATE TABLE practice_days (
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      date TEXT NOT NULL,
      minutes INTEGER NOT NULL,
      title TEXT NOT NULL,
      PRIMARY KEY (user_id, sub_app, date));`,
  },
  {
    // Points pay for orders now: an order has up to four lines (earned, spent, returned, clawed back),
    // one of each, so the order number is unique per reason instead of alone. A clawback beyond the
    // balance takes what is there (the balance floors at 0), so its line may move nothing.
    name: 'wallet-004-points-orders',
    sql: `CREATE TABLE points_ledger_new (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      delta INTEGER NOT NULL CHECK (delta <> 0 OR reason = 'refund'),
      reason TEXT NOT NULL CHECK (reason IN ('purchase', 'checkin', 'redeem', 'return', 'refund', 'bonus')),
      title TEXT NOT NULL DEFAULT '',
      balance INTEGER NOT NULL CHECK (balance >= 0),
      order_no TEXT,
      created_at INTEGER NOT NULL);
    INSERT INTO points_ledger_new SELECT id, user_id, sub_app, delta, reason, title, balance, order_no, created_at
      FROM points_ledger;
    DROP TABLE points_ledger;
    ALTER TABLE points_ledger_new RENAME TO points_ledger;
    CREATE INDEX points_ledger_user ON points_ledger (user_id, sub_app, created_at);
    CREATE UNIQUE INDEX points_ledger_order ON points_ledger (order_no, reason) WHERE order_no IS NOT NULL;`,
  },
  {
    // What a line's order bought, for lines without an order row to read it from (the seeded history).
    // Lines with an order read its kind from the orders table.
    name: 'wallet-005-points-order-kind',
    sql: `ALTER TABLE points_ledger ADD COLUMN order_kind TEXT
      CHECK (order_kind IS NULL OR order_kind IN ('course', 'vip', 'deposit', 'store'));`,
  },
  {
    // Issue 31: a refund claws back all its order earned, so the balance may go below zero (a farmed
    // balance floored at 0 kept the rest). Only a spend is still held at zero here: the CHECK stays the
    // last line against an overdraw, while a refund line, or an earning that pays a debt down, may be negative.
    name: 'wallet-006-points-debt',
    sql: `CREATE TABLE points_ledger_new (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      delta INTEGER NOT NULL CHECK (delta <> 0 OR reason = 'refund'),
      reason TEXT NOT NULL CHECK (reason IN ('purchase', 'checkin', 'redeem', 'return', 'refund', 'bonus')),
      title TEXT NOT NULL DEFAULT '',
      balance INTEGER NOT NULL CHECK (balance >= 0 OR reason <> 'redeem'),
      order_no TEXT,
      created_at INTEGER NOT NULL,
      order_kind TEXT CHECK (order_kind IS NULL OR order_kind IN ('course', 'vip', 'deposit', 'store')));
    INSERT INTO points_ledger_new SELECT id, user_id, sub_app, delta, reason, title, balance, order_no, created_at,
      order_kind FROM points_ledger;
    DROP TABLE points_ledger;
    ALTER TABLE points_ledger_new RENAME TO points_ledger;
    CREATE INDEX points_ledger_user ON points_ledger (user_id, sub_app, created_at);
    CREATE UNIQUE INDEX points_ledger_order ON points_ledger (order_no, reason) WHERE order_no IS NOT NULL;`,
  },
  {
    // Issue 32: a line without an order (a gift, a check-in, a prize, the seed) kept one language's
    // title, so English showed Chinese lines: it keeps both now.
    name: 'wallet-007-points-title-en',
    sql: `ALTER TABLE points_ledger ADD COLUMN title_en TEXT NOT NULL DEFAULT '';`,
  },
];
