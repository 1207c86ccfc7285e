import { ALBUM_HISTORY_DAYS } from '@yoga/contract';
import type { Migration } from '../../domain';
import type { Db } from '../../db';
import { addDays, businessDay } from './practice';

/**
 * Who has a practice history, and from which business day: the demo account from the seed, a number
 * a test names through POST /__dev/history. A new account has none, so its album and reports are
 * empty (issue 32: no data a real account could not have), and records never begin before it.
 */
export const albumsMigrations: Migration[] = [
  {
    name: 'albums-001-histories',
    sql: `CREATE TABLE album_histories (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      since TEXT NOT NULL);`,
  },
];

export function giveAlbumHistory(db: Db, now: number, userId: number): void {
  db.prepare('INSERT OR IGNORE INTO album_histories (user_id, since) VALUES (?, ?)').run(
    userId,
    addDays(businessDay(now), -ALBUM_HISTORY_DAYS),
  );
}

/** The first business day of the user's records, or null for an account without a history. */
export function historySince(db: Db, userId: number): string | null {
  const row = db.prepare('SELECT since FROM album_histories WHERE user_id = ?').get(userId) as
    { since: string } | undefined;
  return row?.since ?? null;
}
