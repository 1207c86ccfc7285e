import type { Migration } from '../../domain';

/**
 * Activities per sub-app with a period of business days (YYYY-MM-DD, China time). A check-in is one
 * row per user, activity and business day: the UNIQUE key refuses a second one the same day, also
 * when two arrive at once.
 */
export const checkInMigrations: Migration[] = [
  {
    name: 'check-in-001-create',
    sql: `CREATE TABLE check_in_activities (
      id INTEGER PRIMARY KEY,
      sub_app TEXT NOT NULL,
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      start_day TEXT NOT NULL,
      end_day TEXT NOT NULL,
      daily_points INTEGER NOT NULL CHECK (daily_points >= 0),
      rewards TEXT NOT NULL DEFAULT '[]',
      rules_zh TEXT NOT NULL DEFAULT '[]',
      rules_en TEXT NOT NULL DEFAULT '[]');
    CREATE TABLE check_ins (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      activity_id INTEGER NOT NULL REFERENCES check_in_activities(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      day TEXT NOT NULL,
      streak INTEGER NOT NULL,
      points INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      UNIQUE (activity_id, user_id, day));`,
  },
];
