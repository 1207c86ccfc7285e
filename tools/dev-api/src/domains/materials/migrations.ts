import type { Migration } from '../../domain';

export const materialsMigrations: Migration[] = [
  {
    name: 'materials-001-create',
    sql: `CREATE TABLE material_classes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      brand TEXT NOT NULL,
      coach_id INTEGER NOT NULL REFERENCES users(id),
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      brief_zh TEXT NOT NULL,
      brief_en TEXT NOT NULL,
      starts_at TEXT NOT NULL);
    CREATE TABLE material_uploads (
      id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      class_id INTEGER NOT NULL REFERENCES material_classes(id),
      kind TEXT NOT NULL,
      file_name TEXT NOT NULL,
      size INTEGER NOT NULL,
      received INTEGER NOT NULL DEFAULT 0,
      content_type TEXT,
      replaces INTEGER,
      created_at TEXT NOT NULL);
    CREATE TABLE material_records (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      class_id INTEGER NOT NULL REFERENCES material_classes(id),
      kind TEXT NOT NULL,
      file_name TEXT NOT NULL,
      size INTEGER NOT NULL,
      file_id TEXT,
      status TEXT NOT NULL DEFAULT 'pending',
      reason_zh TEXT,
      reason_en TEXT,
      created_at TEXT NOT NULL);
    CREATE INDEX material_records_owner ON material_records (user_id, sub_app, id);
    CREATE TABLE material_homework (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      class_id INTEGER NOT NULL REFERENCES material_classes(id),
      kind TEXT NOT NULL,
      file_name TEXT NOT NULL,
      size INTEGER NOT NULL,
      file_id TEXT,
      created_at TEXT NOT NULL);
    CREATE INDEX material_homework_class ON material_homework (class_id, id);`,
  },
  {
    name: 'materials-002-roster',
    // The students who may hand homework into a class (roster.ts).
    sql: `CREATE TABLE material_roster (
      class_id INTEGER NOT NULL REFERENCES material_classes(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      PRIMARY KEY (class_id, user_id));`,
  },
];
