import type { Migration } from '../../domain';

export const giftCardsMigrations: Migration[] = [
  {
    name: 'gift-cards-001-create',
    sql: `CREATE TABLE gift_cards (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      title TEXT NOT NULL,
      done INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL);
    CREATE INDEX gift_cards_owner ON gift_cards (user_id, sub_app, id);`,
  },
];
