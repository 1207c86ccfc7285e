import type { Migration } from '../../domain';

/** Region names and codes are JSON arrays ([province, city, district]); times are epoch milliseconds. */
export const addressMigrations: Migration[] = [
  {
    name: 'address-001-create',
    sql: `CREATE TABLE addresses (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      name TEXT NOT NULL,
      area_code TEXT NOT NULL,
      phone TEXT NOT NULL,
      region TEXT NOT NULL DEFAULT '[]',
      region_codes TEXT NOT NULL DEFAULT '[]',
      detail TEXT NOT NULL,
      is_default INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL);
    CREATE INDEX addresses_owner ON addresses (user_id, sub_app, id);`,
  },
];
