import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds. A code is UNIQUE and redeemed at most once: `redeemed_at` is set by a
 * conditional UPDATE and a redemption's card_id is UNIQUE too. Failed attempts are kept per account
 * and per client address, for the limits (GIFT_CARD_ATTEMPTS_* in @yoga/contract/codes).
 */
export const giftCardsMigrations: Migration[] = [
  {
    name: 'gift-cards-001-create',
    sql: `CREATE TABLE gift_card_types (
      brand TEXT NOT NULL,
      key TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('member', 'class_pass')),
      name_zh TEXT NOT NULL,
      name_en TEXT NOT NULL,
      days INTEGER NOT NULL CHECK (days > 0),
      sessions INTEGER CHECK (sessions IS NULL OR sessions > 0),
      benefits TEXT NOT NULL DEFAULT '[]',
      PRIMARY KEY (brand, key));
    CREATE TABLE gift_cards (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      code TEXT NOT NULL UNIQUE,
      brand TEXT NOT NULL,
      type_key TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      redeemed_at INTEGER,
      FOREIGN KEY (brand, type_key) REFERENCES gift_card_types (brand, key));
    CREATE TABLE gift_card_redemptions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      card_id INTEGER NOT NULL UNIQUE REFERENCES gift_cards(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      type_key TEXT NOT NULL,
      redeemed_at INTEGER NOT NULL,
      valid_until INTEGER NOT NULL,
      vip_card_id INTEGER REFERENCES vip_cards(id),
      class_pass_id INTEGER REFERENCES course_cards(id));
    CREATE INDEX gift_card_redemptions_owner ON gift_card_redemptions (user_id, sub_app, type_key, redeemed_at);
    CREATE TABLE gift_card_attempts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL,
      client TEXT NOT NULL,
      at INTEGER NOT NULL);
    CREATE INDEX gift_card_attempts_user ON gift_card_attempts (user_id, at);
    CREATE INDEX gift_card_attempts_client ON gift_card_attempts (client, at);`,
  },
  {
    // Demo codes are random and only while development calls are on (issue 31: codes derived from
    // public text redeemed a membership, even with DEV_ONLY=off). demo_n numbers them for /__dev.
    name: 'gift-cards-002-demo-random',
    sql: `ALTER TABLE gift_cards ADD COLUMN demo_n INTEGER;`,
  },
];
