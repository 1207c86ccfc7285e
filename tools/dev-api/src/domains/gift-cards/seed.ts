import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';

/** The sub-apps whose routes show this domain (the generator wired these). */
const SUB_APPS = ['onmat', 'phala', 'slim'];
const HOUR = 3_600_000;

/**
 * Twelve rows (two pages) of the demo student on each wired sub-app, written once into an empty
 * table; times are relative to the clock, so the newest is always an hour old. Every third is done.
 */
export function seedGiftCards(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM gift_cards').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const insert = db.prepare(
    'INSERT INTO gift_cards (user_id, sub_app, title, done, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    const userId = demoUserId(db, now);
    for (const subApp of SUB_APPS)
      for (let i = 1; i <= 12; i++)
        insert.run(
          userId,
          subApp,
          `gift-cards ${i}`,
          i % 3 === 0 ? 1 : 0,
          new Date(now - (13 - i) * 7 * HOUR).toISOString(),
        );
  })();
}
