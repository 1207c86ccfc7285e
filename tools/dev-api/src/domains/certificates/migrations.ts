import type { Migration } from '../../domain';

/**
 * Times are epoch milliseconds. A holder's ID number is kept only as a SHA-256 digest (matched, never
 * shown or returned). Searches are kept per client address and per query digest, for the limits
 * (CERT_SEARCHES_* in @yoga/contract/codes).
 */
export const certificatesMigrations: Migration[] = [
  {
    name: 'certificates-001-create',
    sql: `CREATE TABLE certificates (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      no TEXT NOT NULL UNIQUE,
      brand TEXT NOT NULL,
      holder_name TEXT NOT NULL,
      id_digest TEXT NOT NULL,
      level TEXT NOT NULL,
      issued_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER);
    CREATE INDEX certificates_holder ON certificates (holder_name, id_digest);
    CREATE TABLE certificate_searches (
      client TEXT NOT NULL,
      query TEXT NOT NULL,
      at INTEGER NOT NULL);
    CREATE INDEX certificate_searches_client ON certificate_searches (client, at);
    CREATE INDEX certificate_searches_query ON certificate_searches (query, at);`,
  },
];
