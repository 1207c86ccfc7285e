import type { Db } from '../../db';
import { imageUrl } from '../shop/images';

/** The sub-apps whose routes show this domain. */
const SUB_APPS = ['slim'];
const HOUR = 3_600_000;

type SeedItem = [
  title: string,
  titleEn: string,
  subject: string,
  hex: string,
  sale: number,
  price: number,
  stock: number,
  soldBefore: number,
];

/**
 * Three sessions on whole hours around the clock, so one is always on when the stand-in starts (and
 * for three hours after): one ended, one live, one upcoming. In the live one an item has one unit left
 * and one is sold out. Written once into an empty table.
 */
const SESSIONS: { from: number; to: number; items: SeedItem[] }[] = [
  {
    from: -6,
    to: -3,
    items: [
      ['圆柱瑜伽枕', 'Round bolster', 'bolster', '#8a6f5a', 5900, 12900, 10, 10],
      ['瑜伽收纳包', 'Yoga tote bag', 'bag', '#4f6d7a', 3900, 8900, 12, 7],
    ],
  },
  {
    from: -1,
    to: 3,
    items: [
      ['天然橡胶瑜伽垫', 'Natural rubber yoga mat', 'mat', '#6b8f71', 9900, 25900, 20, 6],
      ['高密度瑜伽砖', 'High-density yoga block', 'block', '#c98f5c', 1990, 4900, 30, 12],
      ['棉质伸展带', 'Cotton stretch strap', 'strap', '#7a6fa8', 990, 2900, 10, 9],
      ['运动保温水杯', 'Insulated sports bottle', 'bottle', '#3f7fa6', 2900, 6900, 15, 15],
    ],
  },
  {
    from: 4,
    to: 6,
    items: [
      ['冥想香薰蜡烛', 'Meditation scented candle', 'candle', '#b5838d', 2500, 5900, 20, 0],
      ['速干瑜伽上衣', 'Quick-dry yoga top', 'top', '#5c6b73', 4900, 12900, 15, 0],
    ],
  },
];

export function seedFlashSale(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM flash_sale_sessions').get() as { n: number };
  if (n > 0) return;
  const hour = Math.floor(clock() / HOUR) * HOUR;
  const session = db.prepare(
    'INSERT INTO flash_sale_sessions (sub_app, starts_at, ends_at) VALUES (?, ?, ?)',
  );
  const item = db.prepare(
    `INSERT INTO flash_sale_items (session_id, title, title_en, cover, sale_price, original_price, stock, sold_before, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const subApp of SUB_APPS)
      for (const s of SESSIONS) {
        const { lastInsertRowid } = session.run(subApp, hour + s.from * HOUR, hour + s.to * HOUR);
        s.items.forEach(([title, titleEn, subject, hex, sale, price, stock, sold], i) =>
          item.run(lastInsertRowid, title, titleEn, imageUrl(subject, hex), sale, price, stock, sold, i),
        );
      }
  })();
}
