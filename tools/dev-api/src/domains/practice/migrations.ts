import type { Migration } from '../../domain';

export const practiceMigrations: Migration[] = [
  {
    name: 'practice-001-create',
    sql: `CREATE TABLE practice_profiles (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      height INTEGER,
      weight REAL,
      goal_weight REAL,
      updated_at TEXT NOT NULL);
    CREATE TABLE practice_family (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      name TEXT NOT NULL,
      relation TEXT NOT NULL,
      deleted INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL);
    CREATE INDEX practice_family_owner ON practice_family (user_id, id);
    CREATE TABLE practice_clock_ins (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      day TEXT NOT NULL,
      minutes INTEGER NOT NULL,
      photo_url TEXT NOT NULL,
      member_id INTEGER,
      member_name TEXT,
      created_at TEXT NOT NULL);
    CREATE INDEX practice_clock_owner ON practice_clock_ins (user_id, day);
    CREATE TABLE practice_measurements (
      user_id INTEGER NOT NULL REFERENCES users(id),
      item TEXT NOT NULL,
      day TEXT NOT NULL,
      value REAL NOT NULL,
      PRIMARY KEY (user_id, item, day));
    CREATE TABLE practice_video_courses (
      id INTEGER PRIMARY KEY,
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      lessons INTEGER NOT NULL);`,
  },
];
