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
];
