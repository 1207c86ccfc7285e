import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds (compared in SQL); the API shows ISO strings. Texts that users read
 * are stored in both languages and chosen by the caller's `Language`.
 */
export const vipMigrations: Migration[] = [
  {
    name: 'vip-001-plans-cards',
    sql: `CREATE TABLE vip_plans (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      brand TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('member', 'recipe')),
      period TEXT NOT NULL CHECK (period IN ('week', 'month', 'quarter', 'year')),
      name_zh TEXT NOT NULL,
      name_en TEXT NOT NULL,
      days INTEGER NOT NULL CHECK (days > 0),
      price INTEGER NOT NULL CHECK (price >= 0),
      original_price INTEGER NOT NULL CHECK (original_price >= price),
      benefits TEXT NOT NULL DEFAULT '[]',
      recommended INTEGER NOT NULL DEFAULT 0,
      on_sale INTEGER NOT NULL DEFAULT 1,
      sort INTEGER NOT NULL DEFAULT 0,
      UNIQUE (brand, kind, period));
    CREATE TABLE vip_cards (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      plan_id INTEGER NOT NULL REFERENCES vip_plans(id),
      state TEXT NOT NULL CHECK (state IN ('to_activate', 'active', 'expired')),
      obtained_at INTEGER NOT NULL,
      activated_at INTEGER,
      expires_at INTEGER,
      order_no TEXT UNIQUE,
      CHECK ((state = 'to_activate') = (activated_at IS NULL)));
    CREATE INDEX vip_cards_user ON vip_cards (user_id, sub_app, state);
    CREATE INDEX vip_cards_expiry ON vip_cards (state, expires_at);
    CREATE TABLE vip_invites (
      teacher_id INTEGER NOT NULL,
      brand TEXT NOT NULL,
      name TEXT NOT NULL,
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      years INTEGER NOT NULL,
      discount_percent INTEGER NOT NULL CHECK (discount_percent BETWEEN 1 AND 90),
      PRIMARY KEY (brand, teacher_id));`,
  },
  {
    // An order_no is UNIQUE on deposits too: one deposit row per deposit order.
    name: 'vip-002-deposits',
    sql: `CREATE TABLE deposit_offers (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      brand TEXT NOT NULL,
      target_kind TEXT NOT NULL CHECK (target_kind IN ('course', 'event')),
      target_id INTEGER NOT NULL,
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      starts_at INTEGER NOT NULL,
      total INTEGER NOT NULL,
      deposit INTEGER NOT NULL CHECK (deposit > 0 AND deposit <= total),
      balance_due_at INTEGER NOT NULL,
      UNIQUE (brand, target_kind, target_id));
    CREATE TABLE deposits (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      offer_id INTEGER NOT NULL REFERENCES deposit_offers(id),
      order_no TEXT NOT NULL UNIQUE,
      state TEXT NOT NULL CHECK (state IN ('pending', 'paid')),
      created_at INTEGER NOT NULL,
      paid_at INTEGER);
    CREATE INDEX deposits_user ON deposits (user_id, offer_id);`,
  },
];
