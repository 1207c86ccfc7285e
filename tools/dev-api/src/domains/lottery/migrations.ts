import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds. A prize's stock is taken by a conditional UPDATE (NULL: no limit, the
 * "thanks" sector); a draw is UNIQUE per (activity, user, sub-app, client key), so a replayed key
 * finds its draw; a physical prize's address is saved once (draw_id is the claim's key).
 */
export const lotteryMigrations: Migration[] = [
  {
    name: 'lottery-001-create',
    sql: `CREATE TABLE lottery_activities (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sub_app TEXT NOT NULL,
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      start_at INTEGER NOT NULL,
      end_at INTEGER NOT NULL,
      chances INTEGER NOT NULL CHECK (chances > 0),
      rules_zh TEXT NOT NULL DEFAULT '[]',
      rules_en TEXT NOT NULL DEFAULT '[]');
    CREATE TABLE lottery_prizes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      activity_id INTEGER NOT NULL REFERENCES lottery_activities(id),
      position INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('points', 'coupon', 'goods', 'thanks')),
      name_zh TEXT NOT NULL,
      name_en TEXT NOT NULL,
      points INTEGER,
      weight INTEGER NOT NULL CHECK (weight >= 0),
      stock INTEGER CHECK (stock IS NULL OR stock >= 0));
    CREATE TABLE lottery_draws (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      activity_id INTEGER NOT NULL REFERENCES lottery_activities(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      key TEXT NOT NULL,
      prize_id INTEGER NOT NULL REFERENCES lottery_prizes(id),
      coupon_code TEXT,
      drawn_at INTEGER NOT NULL,
      UNIQUE (activity_id, user_id, sub_app, key));
    CREATE TABLE lottery_claims (
      draw_id INTEGER PRIMARY KEY REFERENCES lottery_draws(id),
      name TEXT NOT NULL,
      area_code TEXT NOT NULL,
      phone TEXT NOT NULL,
      region TEXT NOT NULL,
      detail TEXT NOT NULL,
      claimed_at INTEGER NOT NULL);`,
  },
];
