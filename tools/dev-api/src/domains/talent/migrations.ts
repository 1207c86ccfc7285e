import type { Migration } from '../../domain';

export const talentMigrations: Migration[] = [
  {
    name: 'talent-001-create',
    sql: `CREATE TABLE talent_profiles (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      brand TEXT NOT NULL,
      name_zh TEXT NOT NULL,
      name_en TEXT NOT NULL,
      city_zh TEXT NOT NULL,
      city_en TEXT NOT NULL,
      specialty TEXT NOT NULL,
      motto_zh TEXT NOT NULL,
      motto_en TEXT NOT NULL,
      classes INTEGER NOT NULL,
      minutes INTEGER NOT NULL,
      streak INTEGER NOT NULL,
      since TEXT NOT NULL);
    CREATE TABLE talent_applications (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      brand TEXT NOT NULL,
      user_id INTEGER NOT NULL REFERENCES users(id),
      specialty TEXT NOT NULL,
      city TEXT NOT NULL,
      intro TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending',
      created_at TEXT NOT NULL,
      UNIQUE (brand, user_id));`,
  },
];
