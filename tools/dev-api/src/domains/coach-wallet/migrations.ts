import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds; money in fen. Catalogs (packages, pearl packs) per brand. A bought
 * package is one row per paid order (order_no UNIQUE) and owns the coupon activity its coupons are
 * claimed from. A pearl ledger line is UNIQUE per order too: a repeated payment notification can never
 * credit twice. The balance is the latest line's balance_after.
 */
export const coachWalletMigrations: Migration[] = [
  {
    name: 'coach-wallet-001-create',
    sql: `CREATE TABLE coach_coupon_packages (
      id INTEGER PRIMARY KEY AUTOINCREMENT, brand TEXT NOT NULL,
      title TEXT NOT NULL, title_en TEXT NOT NULL,
      count INTEGER NOT NULL CHECK (count > 0),
      coupon_value INTEGER NOT NULL CHECK (coupon_value > 0),
      min_spend INTEGER NOT NULL DEFAULT 0,
      valid_days INTEGER NOT NULL CHECK (valid_days > 0),
      share_days INTEGER NOT NULL CHECK (share_days > 0),
      price INTEGER NOT NULL CHECK (price >= 0),
      original_price INTEGER NOT NULL CHECK (original_price >= price));
    CREATE TABLE coach_owned_packages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL, sub_app TEXT NOT NULL,
      package_id INTEGER NOT NULL REFERENCES coach_coupon_packages(id),
      order_no TEXT NOT NULL UNIQUE,
      activity_id INTEGER NOT NULL REFERENCES coupon_activities(id),
      bought_at INTEGER NOT NULL, share_until INTEGER NOT NULL);
    CREATE INDEX coach_owned_packages_user ON coach_owned_packages (user_id, sub_app, id);
    CREATE TABLE coach_pearl_packs (
      id INTEGER PRIMARY KEY AUTOINCREMENT, brand TEXT NOT NULL,
      pearls INTEGER NOT NULL CHECK (pearls > 0),
      bonus INTEGER NOT NULL DEFAULT 0 CHECK (bonus >= 0),
      price INTEGER NOT NULL CHECK (price > 0));
    CREATE TABLE coach_pearl_ledger (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL, sub_app TEXT NOT NULL,
      reason TEXT NOT NULL CHECK (reason IN ('purchase', 'gift')),
      change INTEGER NOT NULL, balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
      order_no TEXT UNIQUE, at INTEGER NOT NULL);
    CREATE INDEX coach_pearl_ledger_user ON coach_pearl_ledger (user_id, sub_app, id);`,
  },
];
