import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds. A holder's ID number is kept only as a SHA-256 digest (matched, never
 * shown or returned). Searches are kept per client address and per query digest, for the limits
 * (CERT_SEARCHES_* in @yoga/contract/codes).
 */
export const certificatesMigrations: Migration[] = [
  {
    name: 'certificates-001-create',
    sql: `CREATE TABLE certificates (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      no TEXT NOT NULL UNIQUE,
      brand TEXT NOT NULL,
      holder_name TEXT NOT NULL,
      id_digest TEXT NOT NULL,
      level TEXT NOT NULL,
      issued_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER);
    CREATE INDEX certificates_holder ON certificates (holder_name, id_digest);
    CREATE TABLE certificate_searches (
      client TEXT NOT NULL,
      query TEXT NOT NULL,
      at INTEGER NOT NULL);
    CREATE INDEX certificate_searches_client ON certificate_searches (client, at);
    CREATE INDEX certificate_searches_query ON certificate_searches (query, at);`,
  },
  {
    name: 'certificates-002-exams-and-renewals',
    // A certificate a signed-in user holds (bay's renewal) names its user; credits are its
    // continuing-education hours. Exam seats are taken by `taken < seats` in one UPDATE.
    sql: `ALTER TABLE certificates ADD COLUMN user_id INTEGER;
    CREATE INDEX certificates_user ON certificates (user_id);
    CREATE TABLE certificate_credits (
      certificate_id INTEGER NOT NULL REFERENCES certificates(id),
      title TEXT NOT NULL,
      title_en TEXT NOT NULL,
      hours INTEGER NOT NULL,
      at INTEGER NOT NULL);
    CREATE INDEX certificate_credits_cert ON certificate_credits (certificate_id);
    CREATE TABLE cert_renewals (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL UNIQUE,
      user_id INTEGER NOT NULL,
      sub_app TEXT NOT NULL,
      certificate_id INTEGER NOT NULL REFERENCES certificates(id),
      fee INTEGER NOT NULL,
      old_expires_at INTEGER NOT NULL,
      new_expires_at INTEGER,
      paid_at INTEGER,
      created_at INTEGER NOT NULL);
    CREATE TABLE exam_centres (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      brand TEXT NOT NULL,
      city TEXT NOT NULL, city_en TEXT NOT NULL,
      name TEXT NOT NULL, name_en TEXT NOT NULL,
      address TEXT NOT NULL, address_en TEXT NOT NULL);
    CREATE TABLE exam_slots (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      centre_id INTEGER NOT NULL REFERENCES exam_centres(id),
      starts_at INTEGER NOT NULL,
      ends_at INTEGER NOT NULL,
      seats INTEGER NOT NULL,
      taken INTEGER NOT NULL DEFAULT 0 CHECK (taken >= 0 AND taken <= seats));
    CREATE TABLE exam_bookings (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL,
      sub_app TEXT NOT NULL,
      slot_id INTEGER NOT NULL REFERENCES exam_slots(id),
      order_no TEXT NOT NULL UNIQUE,
      fee INTEGER NOT NULL,
      state TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      pay_deadline INTEGER NOT NULL,
      paid_at INTEGER,
      closed_at INTEGER,
      refunded INTEGER NOT NULL DEFAULT 0);
    CREATE INDEX exam_bookings_user ON exam_bookings (user_id, sub_app, state);`,
  },
  {
    name: 'certificates-003-public-ids-and-lookups',
    // Pages, QRs and share links name a certificate by a random public id, never its row number
    // (issue 31: sequential ids were walked); rows from before get one here. Lookups by id are kept
    // per client for their limit, like searches.
    sql: `ALTER TABLE certificates ADD COLUMN public_id TEXT;
    UPDATE certificates SET public_id = lower(hex(randomblob(8))) WHERE public_id IS NULL;
    CREATE UNIQUE INDEX certificates_public_id ON certificates (public_id);
    CREATE TABLE certificate_lookups (
      client TEXT NOT NULL,
      at INTEGER NOT NULL);
    CREATE INDEX certificate_lookups_client ON certificate_lookups (client, at);`,
  },
];
