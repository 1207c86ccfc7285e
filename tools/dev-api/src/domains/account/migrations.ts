import type { Migration } from '../../domain';

/** Times are epoch milliseconds. One profile row per user; deletion requests keep their history. */
export const accountMigrations: Migration[] = [
  {
    name: 'account-001-create',
    sql: `CREATE TABLE account_profiles (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      nickname TEXT,
      avatar_id TEXT,
      gender TEXT NOT NULL DEFAULT 'unknown' CHECK (gender IN ('female', 'male', 'unknown')),
      birthday TEXT,
      updated_at INTEGER NOT NULL);
    CREATE TABLE account_deletions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      applied_at INTEGER NOT NULL,
      effective_at INTEGER NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('pending', 'cancelled', 'done')),
      closed_at INTEGER);
    CREATE UNIQUE INDEX account_deletions_pending ON account_deletions (user_id) WHERE state = 'pending';`,
  },
];
