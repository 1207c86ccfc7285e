import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrations } from './migrations';
import { seed } from './seed';

export type Db = Database.Database;

/** Opens (creating if needed) the database, applies each migration once, seeds an empty one. */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT id FROM migrations').all().map((r) => (r as { id: number }).id));
  for (const [i, sql] of migrations.entries()) {
    if (applied.has(i + 1)) continue;
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO migrations (id, applied_at) VALUES (?, ?)').run(i + 1, new Date().toISOString());
    })();
  }
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM catalog').get() as { n: number };
  if (n === 0) seed(db);
  return db;
}
