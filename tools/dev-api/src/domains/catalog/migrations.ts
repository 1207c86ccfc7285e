import type { Migration } from '../../domain';

export const catalogMigrations: Migration[] = [
  {
    name: 'catalog-001-create',
    sql: `CREATE TABLE catalog (
     id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, brand TEXT NOT NULL,
     data TEXT NOT NULL);
   CREATE INDEX catalog_kind_brand ON catalog (kind, brand);`,
  },
];
