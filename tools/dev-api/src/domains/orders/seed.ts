import type { Order, OrderKind, SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { PAY_WINDOW_MS } from './store';

const DAY = 86_400_000;
type Item = {
  kind: OrderKind;
  ref: string;
  title: string;
  amount: number;
  original: number;
  detail: Order['detail'];
};
const items: Item[] = [
  {
    kind: 'course',
    ref: '2',
    title: '肩颈放松理疗课',
    amount: 3900,
    original: 4900,
    detail: { sessions: 1, minutes: 60, coach: '周一鸣' },
  },
  {
    kind: 'course',
    ref: '3',
    title: '核心力量普拉提（8 节）',
    amount: 39900,
    original: 47200,
    detail: { sessions: 8, minutes: 50, coach: '陈思雨' },
  },
  {
    kind: 'course',
    ref: '4',
    title: '阿斯汤加一序列精练',
    amount: 8800,
    original: 8800,
    detail: { sessions: 1, minutes: 90, coach: '林晓岚' },
  },
  { kind: 'vip', ref: 'month', title: '月卡会员', amount: 9900, original: 12900, detail: { validDays: 30 } },
  {
    kind: 'vip',
    ref: 'year',
    title: '年卡会员',
    amount: 89900,
    original: 118800,
    detail: { validDays: 365 },
  },
  {
    kind: 'deposit',
    ref: '11',
    title: '暑期集训营定金',
    amount: 10000,
    original: 10000,
    detail: { balance: 190000 },
  },
];
// Every state appears, with pending ones still payable when the stand-in starts.
const states = ['paid', 'paid', 'pending', 'cancelled', 'paid', 'expired', 'refunded', 'paid'] as const;
const perSubApp: Partial<Record<SubAppIdT, { prefix: string; count: number }>> = {
  onmat: { prefix: 'OM', count: 32 },
  phala: { prefix: 'PH', count: 32 },
  bay: { prefix: 'YB', count: 8 },
  slim: { prefix: 'SL', count: 8 },
};
const ymd = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

/** ≥ 30 orders of the demo user on onmat and phala (a few on bay and slim) across kinds and states. */
export function seedOrders(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const insertOrder = db.prepare(
    `INSERT INTO orders (order_no, user_id, sub_app, kind, ref_id, title, cover, amount, original_amount, points,
       class_time, state, evaluated, created_at, pay_deadline, paid_at, closed_at, detail)
     VALUES (?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
        // Course classes: upcoming for payable and booked orders, past for some paid ones (evaluable).
        const classAt =
          item.kind !== 'course'
            ? null
            : new Date(now + (i % 3 === 0 ? -2 : 3 + (i % 5)) * DAY).toISOString();
        const evaluated =
          state === 'paid' && classAt !== null && Date.parse(classAt) < now && i % 2 === 0 ? 1 : 0;
        const orderNo = `${prefix}${ymd(created)}${String(100000 + i * 7919).slice(-6)}`;
        const { lastInsertRowid } = insertOrder.run(
          orderNo,
          userId,
          subApp,
          item.kind,
          item.ref,
          item.title,
          item.amount,
          item.original,
          subApp === 'onmat' ? Math.floor(item.amount / 100) : 0,
          classAt,
          state,
          evaluated,
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
