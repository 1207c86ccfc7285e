import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { credit, onPackagePaid } from './store';
import { createOrder } from '../orders/store';
import type { Order } from '@yoga/contract';

const DAY = 86_400_000;

const packages = [
  // [title, title_en, count, value, minSpend, validDays, shareDays, price, original]
  ['10张课程立减15元券', '10 coupons, ¥15 off a course each', 10, 1500, 0, 30, 30, 9900, 15000],
  ['20张课程立减20元券', '20 coupons, ¥20 off a course each', 20, 2000, 10000, 30, 60, 29900, 40000],
] as const;
const packs = [
  [60, 0, 600],
  [300, 30, 3000],
  [680, 100, 6800],
] as const;

/**
 * Per coach brand (onmat, phala): two coupon packages and three pearl packs on sale. The demo user
 * as a coach: a welcome gift of pearls a week ago and one package bought three days ago, so the
 * coach pages show real content at first sight. Dates relative to today.
 */
export function seedCoachWallet(db: Db, clock: () => number): void {
  if (db.prepare('SELECT 1 FROM coach_coupon_packages LIMIT 1').get()) return;
  const now = clock();
  const putPackage = db.prepare(
    `INSERT INTO coach_coupon_packages (brand, title, title_en, count, coupon_value, min_spend, valid_days,
     share_days, price, original_price) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const putPack = db.prepare(
    'INSERT INTO coach_pearl_packs (brand, pearls, bonus, price) VALUES (?, ?, ?, ?)',
  );
  const userId = demoUserId(db, now);
  for (const brand of ['onmat', 'phala'] as const) {
    const first = Number(putPackage.run(brand, ...packages[0]).lastInsertRowid);
    putPackage.run(brand, ...packages[1]);
    for (const p of packs) putPack.run(brand, ...p);
    const subApp = brand === 'onmat' ? 'onmat-teacher' : 'phala-teacher';
    credit(db, { userId, subApp }, 20, 'gift', null, now - 7 * DAY);
    // A package bought (and paid) three days ago, by the same path a payment takes.
    const then = () => now - 3 * DAY;
    const order = createOrder(db, then, {
      userId,
      subApp,
      kind: 'coupon_package',
      refId: first,
      title: packages[0][0],
      titleEn: packages[0][1],
      amount: packages[0][7],
    });
    db.prepare("UPDATE orders SET state = 'paid', paid_at = ? WHERE order_no = ?").run(then(), order.orderNo);
    const paid: Order = { ...order, state: 'paid' };
    onPackagePaid({
      db,
      clock: then,
      order: paid,
      userId,
      payment: {
        txn: `seed_${order.orderNo}`,
        orderNo: order.orderNo,
        amount: order.amount,
        paidAt: new Date(then()).toISOString(),
        duplicate: false,
      },
    });
  }
}
