import type { Migration } from '../../domain';

/** Times are epoch milliseconds. A TV code belongs to one sub-app; decided_by is who confirmed or refused it. */
export const downloadsMigrations: Migration[] = [
  {
    name: 'downloads-001-create',
    sql: `CREATE TABLE app_builds (
      brand TEXT NOT NULL, channel TEXT NOT NULL CHECK (channel IN ('release', 'test')),
      platform TEXT NOT NULL CHECK (platform IN ('ios', 'android')),
      version TEXT NOT NULL, size INTEGER NOT NULL, notes TEXT NOT NULL, notes_en TEXT NOT NULL,
      released_at INTEGER NOT NULL, url TEXT NOT NULL,
      PRIMARY KEY (brand, channel, platform));
    CREATE TABLE tv_codes (
      code TEXT PRIMARY KEY, sub_app TEXT NOT NULL,
      device_name TEXT NOT NULL, device_model TEXT NOT NULL, location TEXT NOT NULL, location_en TEXT NOT NULL,
      requested_at INTEGER NOT NULL,
      state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'refused')),
      decided_by INTEGER REFERENCES users(id), decided_at INTEGER);
    CREATE TABLE coach_cards (
      id INTEGER PRIMARY KEY, brand TEXT NOT NULL,
      name TEXT NOT NULL, name_en TEXT NOT NULL, title TEXT NOT NULL, title_en TEXT NOT NULL,
      intro TEXT NOT NULL, intro_en TEXT NOT NULL, chat_id TEXT NOT NULL,
      service INTEGER NOT NULL DEFAULT 0);`,
  },
];
