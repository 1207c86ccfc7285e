import type { SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import { seedCatalogue } from './seed-catalog';
import { seedDemoOrders } from './seed-orders';
import { fillEnglish } from './seed-english';
import { seedReviews } from './seed-reviews';
import { seedShops } from './seed-shops';

/**
 * The shops of onmat, phala, cycling, beaticam (and slim's few goods), their reviews, and the demo
 * student's store orders; written once into empty tables, times relative to the clock. The English of
 * every row is filled after (seed-english.ts), also in a database seeded before it had English.
 */
export function seedShop(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM shop_spus').get() as { n: number };
  if (n === 0) seedChinese(db, clock());
  fillEnglish(db);
}

function seedChinese(db: Db, now: number): void {
  db.transaction(() => {
    for (const shop of seedShops) {
      const ids = seedCatalogue(db, now, shop);
      seedReviews(db, now, ids, shop.kind);
      if (['onmat', 'phala', 'slim'].includes(shop.subApp))
        seedDemoOrders(db, now, shop.subApp as SubAppIdT, ids);
    }
  })();
}
