import type { Order, OrderKind, SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { PAY_WINDOW_MS } from './store';

const DAY = 86_400_000;
type Item = {
  kind: OrderKind;
  ref: string;
  title: string;
  titleEn: string;
  amount: number;
  original: number;
  detail: Order['detail'];
};
/**
 * What the backbone seeds itself: memberships and a deposit. Course orders are the courses domain's
 * (courses/seed-orders.ts): they need its courses, class times and seat holds to point at.
 */
const items: Item[] = [
  {
    kind: 'vip',
    ref: 'month',
    title: '月卡会员',
    titleEn: 'Monthly membership',
    amount: 9900,
    original: 12900,
    detail: { validDays: 30 },
  },
  {
    kind: 'vip',
    ref: 'year',
    title: '年卡会员',
    titleEn: 'Yearly membership',
    amount: 89900,
    original: 118800,
    detail: { validDays: 365 },
  },
  {
    kind: 'deposit',
    ref: '11',
    title: '暑期集训营定金',
    titleEn: 'Summer intensive camp deposit',
    amount: 10000,
    original: 10000,
    // The deposit offer the VIP domain seeds (course 1 of offerSeeds), so buy-again opens ding_pay for it.
    detail: { balance: 190000, targetKind: 'course', targetId: 1 },
  },
];
// Every state appears, with pending ones still payable when the stand-in starts.
const states = ['paid', 'paid', 'pending', 'cancelled', 'paid', 'expired', 'refunded', 'paid'] as const;
const perSubApp: Partial<Record<SubAppIdT, { prefix: string; count: number }>> = {
  onmat: { prefix: 'OM', count: 16 },
  phala: { prefix: 'PH', count: 16 },
  bay: { prefix: 'YB', count: 8 },
  slim: { prefix: 'SL', count: 8 },
};
const ymd = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

/** The demo user's membership and deposit orders on onmat and phala (a few on bay and slim), in every state. */
export function seedOrders(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number };
  if (n > 0) {
    // Orders seeded before titles were kept in both languages get their English now.
    for (const item of items)
      db.prepare("UPDATE orders SET title_en = ? WHERE kind = ? AND title = ? AND title_en = ''").run(
        item.titleEn,
        item.kind,
        item.title,
      );
    return;
  }
  const now = clock();
  const insertOrder = db.prepare(
    `INSERT INTO orders (order_no, user_id, sub_app, kind, ref_id, title, title_en, cover, amount, original_amount,
       points, class_time, state, evaluated, created_at, pay_deadline, paid_at, closed_at, detail)
     VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPayment = db.prepare(
    'INSERT INTO payments (txn, order_id, amount, paid_at, refunded_at) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    const userId = demoUserId(db, now);
    for (const [subApp, { prefix, count }] of Object.entries(perSubApp)) {
      for (let i = 0; i < count; i++) {
        const item = items[i % items.length]!;
        const state = states[i % states.length]!;
        // Pending orders were placed minutes ago; the rest over the past weeks, newest first.
        const created = state === 'pending' ? now - (i % 10) * 60_000 - 30_000 : now - (i + 1) * 0.7 * DAY;
        const deadline = created + PAY_WINDOW_MS;
        const paid = ['paid', 'refunded'].includes(state) ? created + 3 * 60_000 : null;
        const closed =
          state === 'cancelled'
            ? created + 5 * 60_000
            : state === 'expired'
              ? deadline
              : state === 'refunded'
                ? created + DAY
                : null;
        const orderNo = `${prefix}${ymd(created)}${String(100000 + i * 7919).slice(-6)}`;
        const { lastInsertRowid } = insertOrder.run(
          orderNo,
          userId,
          subApp,
          item.kind,
          item.ref,
          item.title,
          item.titleEn,
          item.amount,
          item.original,
          subApp === 'onmat' ? Math.floor(item.amount / 100) : 0,
          null, // no class: memberships and deposits
          state,
          0,
          created,
          deadline,
          paid,
          closed,
          JSON.stringify(item.detail),
        );
        if (paid)
          insertPayment.run(
            `seed_${orderNo}`,
            lastInsertRowid,
            item.amount,
            paid,
            state === 'refunded' ? closed : null,
          );
      }
    }
  })();
}
