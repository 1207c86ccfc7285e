import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds. A class belongs to a coach sub-app (its brand's coach app) and to a
 * coach (a user) or to nobody yet (open to take). A request waits (pending) until answered; at most
 * one pending request per class. Students told of a request are kept as notices.
 */
export const coachClassesMigrations: Migration[] = [
  {
    name: 'coach-classes-001-create',
    sql: `CREATE TABLE coach_classes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sub_app TEXT NOT NULL,
      coach_id INTEGER REFERENCES users(id),
      kind TEXT NOT NULL CHECK (kind IN ('group', 'private', 'live')),
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      room_zh TEXT NOT NULL,
      room_en TEXT NOT NULL,
      starts_at INTEGER NOT NULL,
      ends_at INTEGER NOT NULL,
      capacity INTEGER NOT NULL,
      state TEXT NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'cancelled')),
      handed_to INTEGER);
    CREATE INDEX coach_classes_coach ON coach_classes (sub_app, coach_id, starts_at);
    CREATE TABLE coach_class_roster (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      class_id INTEGER NOT NULL REFERENCES coach_classes(id),
      number INTEGER NOT NULL,
      checked_in_at INTEGER);
    CREATE INDEX coach_class_roster_class ON coach_class_roster (class_id);
    CREATE TABLE coach_colleagues (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sub_app TEXT NOT NULL,
      name_zh TEXT NOT NULL,
      name_en TEXT NOT NULL);
    CREATE TABLE coach_class_requests (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      class_id INTEGER NOT NULL REFERENCES coach_classes(id),
      coach_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('handover', 'time', 'cancel')),
      to_colleague INTEGER REFERENCES coach_colleagues(id),
      new_starts_at INTEGER,
      new_ends_at INTEGER,
      reason TEXT NOT NULL,
      state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused')),
      answer_zh TEXT,
      answer_en TEXT,
      created_at INTEGER NOT NULL,
      decided_at INTEGER);
    CREATE UNIQUE INDEX coach_class_requests_one_pending ON coach_class_requests (class_id) WHERE state = 'pending';
    CREATE TABLE coach_class_notices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      request_id INTEGER NOT NULL REFERENCES coach_class_requests(id),
      roster_id INTEGER NOT NULL REFERENCES coach_class_roster(id),
      created_at INTEGER NOT NULL);`,
  },
  {
    // The course class time students book for this class (courses domain), or null: an approved
    // change moves or cancels it and notes it on the students' orders.
    name: 'coach-classes-002-course-time',
    sql: `ALTER TABLE coach_classes ADD COLUMN course_time_id INTEGER;`,
  },
  {
    // The class's time when a request was made: an approved new time moves the class, and the
    // request keeps the before beside the after (the original was lost with the move).
    name: 'coach-classes-003-request-old-time',
    sql: `ALTER TABLE coach_class_requests ADD COLUMN old_starts_at INTEGER;
      ALTER TABLE coach_class_requests ADD COLUMN old_ends_at INTEGER;`,
  },
];
