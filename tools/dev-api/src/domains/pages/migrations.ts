import type { Migration } from '../../domain';

/** A page's text is the JSON of its blocks per language (the contract's articleBlock), never HTML. */
export const pagesMigrations: Migration[] = [
  {
    name: 'pages-001-create',
    sql: `CREATE TABLE cms_pages (
      id INTEGER PRIMARY KEY,
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      published_at INTEGER NOT NULL,
      blocks_zh TEXT NOT NULL,
      blocks_en TEXT NOT NULL);`,
  },
  {
    name: 'pages-002-practice-feedback',
    sql: `CREATE TABLE practice_feedback (
      user_id INTEGER NOT NULL,
      sub_app TEXT NOT NULL,
      practice_id INTEGER NOT NULL,
      stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
      text TEXT NOT NULL,
      sent_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, sub_app, practice_id));`,
  },
];
