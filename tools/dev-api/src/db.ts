import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Migration } from './domain';

export type Db = Database.Database;

/** The first three steps were numbered 1, 2, 3 before steps had names; an old database maps them so. */
export const LEGACY_MIGRATION_NAMES = ['auth-001-create', 'catalog-001-create', 'monitoring-001-create'];

/** Opens (creating if needed) the database file; migrations and seeds are the caller's. */
export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  return reusingStatements(db);
}

/** More distinct statements than the code writes: SQL with values spliced in must not grow it forever. */
const STATEMENTS_KEPT = 2000;

/**
 * `db.prepare` compiles its SQL every time; the stores call it at each use (1,844 times to seed one
 * stand-in, whose creation took 419 ms under CI's load, 178 ms with this). Each connection keeps its statements by SQL text
 * instead: a statement is reusable, and none is left running between calls (no `iterate`). Its
 * result mode goes back to rows each time, so a caller's `.pluck()` does not leak into the next.
 */
export function reusingStatements(db: Db): Db {
  const prepare = db.prepare.bind(db);
  const kept = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let st = kept.get(sql);
    if (!st) {
      if (kept.size >= STATEMENTS_KEPT) kept.clear();
      kept.set(sql, (st = prepare(sql)));
    } else if (st.reader) st.pluck(false).expand(false).raw(false);
    return st;
  }) as Db['prepare'];
  return db;
}

// The schema every in-memory stand-in starts from, per list of steps: the tests make about 600 of
// them per pass, and applying the 76 steps one by one (each DDL re-parses the growing schema) took
// 130 ms of each, over a minute of CPU per unit pass. A copy of the migrated bytes opens in 5 ms.
const migrated = new Map<string, Buffer>();

/** An in-memory database with `steps` applied, as `openDb(':memory:')` then `migrate` would leave it. */
export function openMigratedMemoryDb(steps: readonly Migration[], now: () => number = Date.now): Db {
  const key = steps.map((s) => s.name).join('\n');
  let bytes = migrated.get(key);
  if (!bytes) {
    const db = openDb(':memory:');
    migrate(db, steps, now);
    bytes = db.serialize();
    db.close();
    migrated.set(key, bytes);
  }
  const db = reusingStatements(new Database(bytes));
  db.pragma('foreign_keys = ON');
  // Each step was applied now, as on a fresh database.
  db.prepare('UPDATE migrations SET applied_at = ?').run(new Date(now()).toISOString());
  return db;
}

/** Converts the old `migrations(id)` table of a developer's database to `migrations(name)`. */
function convertLegacy(db: Db): void {
  const cols = (db.prepare('PRAGMA table_info(migrations)').all() as { name: string }[]).map((c) => c.name);
  if (!cols.includes('id') || cols.includes('name')) return;
  db.transaction(() => {
    const old = db.prepare('SELECT id, applied_at FROM migrations').all() as {
      id: number;
      applied_at: string;
    }[];
    db.exec('ALTER TABLE migrations RENAME TO migrations_numbered');
    db.exec('CREATE TABLE migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)');
    for (const r of old) {
      const name = LEGACY_MIGRATION_NAMES[r.id - 1];
      if (!name) throw new Error(`Unknown numbered migration ${r.id}: cannot convert this database`);
      insert.run(name, r.applied_at);
    }
    db.exec('DROP TABLE migrations_numbered');
  })();
}

/** Applies each named step once, in the order given, each in its own transaction. */
export function migrate(db: Db, steps: readonly Migration[], now: () => number = Date.now): void {
  convertLegacy(db);
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    (db.prepare('SELECT name FROM migrations').all() as { name: string }[]).map((r) => r.name),
  );
  for (const step of steps) {
    if (applied.has(step.name)) continue;
    db.transaction(() => {
      db.exec(step.sql);
      db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)').run(
        step.name,
        new Date(now()).toISOString(),
      );
    })();
  }
}
