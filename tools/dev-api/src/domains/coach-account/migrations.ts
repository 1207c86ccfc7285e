import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds; money is fen. A coach's rows are made on first use, relative to that
 * day (coach_accounts marks who has them). An invoice file keeps its bytes (checked by their magic).
 */
export const coachAccountMigrations: Migration[] = [
  {
    name: 'coach-account-001-create',
    sql: `CREATE TABLE coach_accounts (
      sub_app TEXT NOT NULL,
      user_id INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      level INTEGER NOT NULL,
      classes INTEGER NOT NULL,
      rating INTEGER NOT NULL,
      students INTEGER NOT NULL,
      started_at INTEGER NOT NULL,
      application_state TEXT NOT NULL,
      application_items TEXT NOT NULL,
      submitted_at INTEGER,
      queue_base INTEGER NOT NULL,
      sign_ticket TEXT NOT NULL UNIQUE,
      signed_at INTEGER,
      PRIMARY KEY (sub_app, user_id));
    CREATE TABLE coach_payouts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sub_app TEXT NOT NULL,
      user_id INTEGER NOT NULL,
      period_start INTEGER NOT NULL,
      period_end INTEGER NOT NULL,
      amount INTEGER NOT NULL CHECK (amount > 0));
    CREATE INDEX coach_payouts_owner ON coach_payouts (sub_app, user_id);
    CREATE TABLE coach_invoice_files (
      id TEXT PRIMARY KEY,
      sub_app TEXT NOT NULL,
      user_id INTEGER NOT NULL,
      name TEXT NOT NULL,
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      bytes BLOB NOT NULL,
      created_at INTEGER NOT NULL);
    CREATE TABLE coach_invoices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      payout_id INTEGER NOT NULL REFERENCES coach_payouts (id),
      file_id TEXT NOT NULL,
      amount INTEGER NOT NULL,
      title TEXT NOT NULL,
      tax_number TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('received', 'accepted', 'rejected')),
      reason_zh TEXT,
      reason_en TEXT,
      submitted_at INTEGER NOT NULL,
      decided_at INTEGER);
    CREATE INDEX coach_invoices_payout ON coach_invoices (payout_id);
    CREATE TABLE coach_students (
      sub_app TEXT NOT NULL,
      user_id INTEGER NOT NULL,
      phone TEXT NOT NULL,
      name_zh TEXT NOT NULL,
      name_en TEXT NOT NULL,
      joined_at INTEGER NOT NULL,
      classes INTEGER NOT NULL,
      last_class_at INTEGER,
      vip INTEGER NOT NULL,
      PRIMARY KEY (sub_app, user_id, phone));
    CREATE TABLE coach_complaints (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sub_app TEXT NOT NULL,
      user_id INTEGER NOT NULL,
      text TEXT NOT NULL,
      photo_ids TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('open', 'upheld', 'dismissed')),
      created_at INTEGER NOT NULL);`,
  },
];
