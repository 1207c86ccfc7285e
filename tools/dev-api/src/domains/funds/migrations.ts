import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds. One vote per user per fund is the UNIQUE (fund_id, user_id) of
 * fund_votes: of two votes at once exactly one row is written, the other insert fails and is refused.
 * `seeded_votes` are the votes members cast before this stand-in's users (the seed's), added to the count.
 */
export const fundsMigrations: Migration[] = [
  {
    name: 'funds-001-create',
    sql: `CREATE TABLE funds (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sub_app TEXT NOT NULL,
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      description_zh TEXT NOT NULL,
      description_en TEXT NOT NULL,
      amount INTEGER NOT NULL CHECK (amount >= 0),
      proposer_zh TEXT NOT NULL,
      proposer_en TEXT NOT NULL,
      start_at INTEGER NOT NULL,
      end_at INTEGER NOT NULL,
      CHECK (end_at > start_at));
    CREATE TABLE fund_options (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      fund_id INTEGER NOT NULL REFERENCES funds(id),
      position INTEGER NOT NULL,
      label_zh TEXT NOT NULL,
      label_en TEXT NOT NULL,
      seeded_votes INTEGER NOT NULL DEFAULT 0 CHECK (seeded_votes >= 0));
    CREATE INDEX fund_options_fund ON fund_options (fund_id, position);
    CREATE TABLE fund_votes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      fund_id INTEGER NOT NULL REFERENCES funds(id),
      option_id INTEGER NOT NULL REFERENCES fund_options(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      voted_at INTEGER NOT NULL,
      UNIQUE (fund_id, user_id));
    CREATE INDEX fund_votes_option ON fund_votes (option_id);`,
  },
];
