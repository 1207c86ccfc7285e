import type { Migration } from '../../domain';

export const feedbackMigrations: Migration[] = [
  {
    name: 'feedback-001-create',
    sql: `CREATE TABLE feedback_tickets (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      sub_app TEXT NOT NULL,
      request_id TEXT NOT NULL,
      category TEXT NOT NULL,
      text TEXT NOT NULL,
      -- The English of a seeded (demo) ticket; a user's own text is stored as typed, text_en NULL.
      text_en TEXT,
      photo_ids TEXT NOT NULL DEFAULT '[]',
      contact TEXT,
      status TEXT NOT NULL DEFAULT 'open',
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      UNIQUE (user_id, sub_app, request_id));
    CREATE INDEX feedback_tickets_owner ON feedback_tickets (user_id, sub_app, updated_at);
    CREATE TABLE feedback_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      ticket_id INTEGER NOT NULL REFERENCES feedback_tickets(id),
      sender TEXT NOT NULL CHECK (sender IN ('user', 'support')),
      text TEXT NOT NULL,
      text_en TEXT,
      created_at TEXT NOT NULL);
    CREATE INDEX feedback_messages_ticket ON feedback_messages (ticket_id, id);`,
  },
];
