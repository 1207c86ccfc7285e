import type { Migration } from '../../domain';

export const authMigrations: Migration[] = [
  {
    name: 'auth-001-create',
    sql: `CREATE TABLE users (
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
  },
  {
    // Codes are now keyed by E.164 number; the old "86-138…" keys are short-lived and simply dropped.
    // Sends and wrong tries are kept per number and client for an hour so a resend cannot reset them.
    name: 'auth-002-sms-events',
    sql: `DELETE FROM sms_codes;
   CREATE TABLE sms_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL CHECK (kind IN ('sent', 'wrong')),
     phone TEXT NOT NULL, client TEXT NOT NULL, at INTEGER NOT NULL);
   CREATE INDEX sms_events_phone ON sms_events (phone, kind, at);
   CREATE INDEX sms_events_client ON sms_events (client, kind, at);`,
  },
  {
    // A number keeps its last few codes until each expires (issue 31: a new code replaced the one the
    // owner was typing, so anyone could keep a number from signing in). Live codes are short; dropped.
    name: 'auth-003-sms-codes-kept',
    sql: `DROP TABLE sms_codes;
   CREATE TABLE sms_codes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     phone TEXT NOT NULL, client TEXT NOT NULL, code TEXT NOT NULL,
     sent_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
   CREATE INDEX sms_codes_phone ON sms_codes (phone, sent_at);`,
  },
];
