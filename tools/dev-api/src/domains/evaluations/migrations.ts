import type { Migration } from '../../domain';

/** Uploads are files on disk named by their id; the table says whose they are and what they hold. */
export const evaluationsMigrations: Migration[] = [
  {
    name: 'evaluations-001-create',
    sql: `CREATE TABLE uploads (
      id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      created_at INTEGER NOT NULL);
    CREATE TABLE evaluations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
      tags TEXT NOT NULL DEFAULT '[]',
      text TEXT NOT NULL DEFAULT '',
      photo_ids TEXT NOT NULL DEFAULT '[]',
      created_at INTEGER NOT NULL);`,
  },
  {
    // One quota across every upload path (issue 31): each stored file, whatever its path, leaves a line
    // here, and the quota counts these lines. Existing uploads are copied in.
    name: 'evaluations-002-upload-log',
    sql: `CREATE TABLE upload_log (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL,
      path TEXT NOT NULL,
      size INTEGER NOT NULL,
      created_at INTEGER NOT NULL);
    CREATE INDEX upload_log_user ON upload_log (user_id, created_at);
    INSERT INTO upload_log (user_id, path, size, created_at) SELECT user_id, '/api/uploads', size, created_at FROM uploads;`,
  },
];
