import type { Migration } from '../../domain';

/**
 * A brand's documents and their numbered versions. A version's text is stored per language as the
 * JSON of its blocks (the contract's agreementBlock), never as HTML; effective_at is epoch ms.
 */
export const agreementsMigrations: Migration[] = [
  {
    name: 'agreements-001-create',
    sql: `CREATE TABLE agreement_documents (
      brand TEXT NOT NULL,
      key TEXT NOT NULL,
      audience TEXT NOT NULL CHECK (audience IN ('student', 'coach', 'all')),
      title_zh TEXT NOT NULL,
      title_en TEXT NOT NULL,
      position INTEGER NOT NULL,
      PRIMARY KEY (brand, key));
    CREATE TABLE agreement_versions (
      brand TEXT NOT NULL,
      key TEXT NOT NULL,
      version INTEGER NOT NULL CHECK (version > 0),
      effective_at INTEGER NOT NULL,
      note_zh TEXT NOT NULL,
      note_en TEXT NOT NULL,
      blocks_zh TEXT NOT NULL,
      blocks_en TEXT NOT NULL,
      PRIMARY KEY (brand, key, version),
      FOREIGN KEY (brand, key) REFERENCES agreement_documents (brand, key));`,
  },
];
