import type { Migration } from '../../domain';

export const classMaterialsMigrations: Migration[] = [
  {
    name: 'class-materials-001-create',
    sql: `CREATE TABLE cm_classes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      brand TEXT NOT NULL,
      series TEXT NOT NULL,
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      coach_zh TEXT NOT NULL,
      coach_en TEXT NOT NULL,
      number INTEGER,
      starts_at TEXT NOT NULL,
      material_class_id INTEGER);
    CREATE TABLE cm_enrolments (
      class_id INTEGER NOT NULL REFERENCES cm_classes(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      PRIMARY KEY (user_id, class_id));
    CREATE TABLE cm_files (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      class_id INTEGER NOT NULL REFERENCES cm_classes(id),
      kind TEXT NOT NULL,
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      pages INTEGER,
      position INTEGER NOT NULL,
      material_record_id INTEGER);
    CREATE INDEX cm_files_class ON cm_files (class_id, position);
    CREATE UNIQUE INDEX cm_files_record ON cm_files (material_record_id);
    CREATE TABLE cm_views (
      file_id INTEGER NOT NULL REFERENCES cm_files(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      viewed_at TEXT NOT NULL,
      PRIMARY KEY (user_id, file_id));`,
  },
];
