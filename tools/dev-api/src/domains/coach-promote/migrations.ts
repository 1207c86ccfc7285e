import type { Migration } from '../../domain';

export const coachPromoteMigrations: Migration[] = [
  {
    name: 'coach-promote-001-create',
    sql: `CREATE TABLE cp_invites (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      coach_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      student_name TEXT NOT NULL,
      student_phone TEXT NOT NULL,
      member INTEGER NOT NULL DEFAULT 0,
      joined_at INTEGER NOT NULL);
    CREATE INDEX cp_invites_coach ON cp_invites (coach_id, sub_app, joined_at);
    CREATE TABLE cp_earnings (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      coach_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      invite_id INTEGER NOT NULL REFERENCES cp_invites(id),
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      amount INTEGER NOT NULL CHECK (amount >= 0),
      created_at INTEGER NOT NULL,
      settle_at INTEGER NOT NULL);
    CREATE INDEX cp_earnings_coach ON cp_earnings (coach_id, sub_app, created_at);
    CREATE TABLE cp_samples (
      spu_id INTEGER NOT NULL,
      brand TEXT NOT NULL,
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      summary_zh TEXT NOT NULL,
      summary_en TEXT NOT NULL,
      price INTEGER NOT NULL,
      PRIMARY KEY (brand, spu_id));
    CREATE TABLE cp_shipments (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      coach_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      spu_id INTEGER NOT NULL,
      carrier TEXT NOT NULL,
      tracking_no TEXT NOT NULL,
      shipped_at INTEGER NOT NULL);
    CREATE INDEX cp_shipments_coach ON cp_shipments (coach_id, sub_app);
    CREATE TABLE cp_reviews (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      coach_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      spu_id INTEGER NOT NULL,
      rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
      text TEXT NOT NULL,
      photo_ids TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      UNIQUE (coach_id, sub_app, spu_id));`,
  },
  {
    // A coach's name as students see it (a certified coach's real name); the account's sign-up name
    // (学员 and the number's last four) is a student's default and never named a coach.
    name: 'coach-promote-002-coach-names',
    sql: `CREATE TABLE cp_coach_names (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      name_zh TEXT NOT NULL,
      name_en TEXT NOT NULL);`,
  },
];
