import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds; texts are JSON { zh, en } (lists: arrays of them). A sign-up, a claim
 * and an application are UNIQUE per user: a second one is refused by the table as well as the code.
 * An event's seats are counted from its sign-ups plus `taken_offline` (seats sold at the studio desk).
 */
export const campaignsMigrations: Migration[] = [
  {
    name: 'campaigns-001-create',
    sql: `CREATE TABLE campaign_events (
      key TEXT PRIMARY KEY,
      brand TEXT NOT NULL,
      content TEXT NOT NULL,
      cover TEXT NOT NULL,
      starts_at INTEGER NOT NULL,
      ends_at INTEGER NOT NULL,
      signup_ends_at INTEGER NOT NULL,
      seats INTEGER NOT NULL CHECK (seats > 0),
      taken_offline INTEGER NOT NULL DEFAULT 0 CHECK (taken_offline >= 0));
    CREATE TABLE campaign_signups (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      event_key TEXT NOT NULL REFERENCES campaign_events(key),
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      UNIQUE (event_key, user_id));
    CREATE TABLE campaign_offers (
      key TEXT PRIMARY KEY,
      brand TEXT NOT NULL,
      content TEXT NOT NULL,
      price INTEGER NOT NULL CHECK (price >= 0),
      original_price INTEGER NOT NULL CHECK (original_price >= price),
      valid_until INTEGER NOT NULL);
    CREATE TABLE campaign_claims (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      offer_key TEXT NOT NULL REFERENCES campaign_offers(key),
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      UNIQUE (offer_key, user_id));
    CREATE TABLE campaign_rep_applications (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      brand TEXT NOT NULL,
      user_id INTEGER NOT NULL REFERENCES users(id),
      name TEXT NOT NULL,
      phone TEXT NOT NULL,
      city TEXT NOT NULL,
      reason TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'refused')),
      refusal TEXT,
      created_at INTEGER NOT NULL,
      UNIQUE (brand, user_id));`,
  },
];
