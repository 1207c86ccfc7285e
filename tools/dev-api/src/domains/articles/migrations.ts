import type { Migration } from '../../domain';

/** An article's text is the JSON of its blocks per language (the contract's articleBlock), never HTML. */
export const articlesMigrations: Migration[] = [
  {
    name: 'articles-001-create',
    sql: `CREATE TABLE articles (
      id INTEGER PRIMARY KEY,
      brand TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('article', 'notice')),
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      author_zh TEXT NOT NULL,
      author_en TEXT NOT NULL,
      published_at INTEGER NOT NULL,
      blocks_zh TEXT NOT NULL,
      blocks_en TEXT NOT NULL,
      read_count INTEGER NOT NULL DEFAULT 0 CHECK (read_count >= 0));
    CREATE INDEX articles_brand ON articles (brand, kind, published_at);`,
  },
];
