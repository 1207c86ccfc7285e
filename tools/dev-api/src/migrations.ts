/** Numbered schema steps; each runs once, in order, and is recorded in `migrations`. */
export const migrations: string[] = [
  `CREATE TABLE users (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     area_code TEXT NOT NULL, phone TEXT NOT NULL, name TEXT NOT NULL,
     created_at TEXT NOT NULL, UNIQUE (area_code, phone));
   CREATE TABLE tokens (
     token TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
     sub_app TEXT NOT NULL, created_at TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
   CREATE TABLE sms_codes (
     phone TEXT PRIMARY KEY, code TEXT NOT NULL, sent_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL, wrong_tries INTEGER NOT NULL DEFAULT 0);
   CREATE TABLE oauth_codes (code TEXT PRIMARY KEY, open_id TEXT NOT NULL, used INTEGER NOT NULL DEFAULT 0);`,
  `CREATE TABLE catalog (
     id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, brand TEXT NOT NULL,
     data TEXT NOT NULL);
   CREATE INDEX catalog_kind_brand ON catalog (kind, brand);`,
  `CREATE TABLE monitoring_events (id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, body TEXT NOT NULL);`,
];
