import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { PAY_WINDOW_MS } from '../orders/store';
import { ISSUE_DELAY_MS } from './store';

const DAY = 86_400_000;
/** slim's own kinds of purchase: courses, camps (sold as courses) and memberships. */
const extraOrders = [
  { kind: 'course', ref: 'camp-12', title: '21 天燃脂训练营（第 12 期）', amount: 29900, daysAgo: 2.1 },
  { kind: 'vip', ref: 'season', title: '季卡会员', amount: 25900, daysAgo: 9 },
  { kind: 'course', ref: 'postnatal-4', title: '产后修复私教课（4 节）', amount: 119600, daysAgo: 20 },
  { kind: 'course', ref: 'hiit', title: '居家 HIIT 燃脂课', amount: 4900, daysAgo: 45 },
  { kind: 'course', ref: 'camp-diet', title: '轻断食营养训练营', amount: 19900, daysAgo: 120 },
  // Paid over a year ago: listed nowhere, refused if asked for.
  { kind: 'vip', ref: 'month', title: '月卡会员', amount: 9900, daysAgo: 400 },
] as const;

const ymd = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The demo student on slim: more paid orders (≥ 8 within the year with the orders seed's four), two
 * of them already covered: an issued personal invoice and a company one still being issued.
 */
export function seedInvoice(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM invoices').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  db.transaction(() => {
    const userId = demoUserId(db, now);
    const orderIds = extraOrders.map((o, i) => {
      const paid = now - o.daysAgo * DAY;
      const created = paid - 3 * 60_000;
      const orderNo = `SL${ymd(created)}${880001 + i}`;
      const { lastInsertRowid } = db
        .prepare(
          `INSERT OR IGNORE INTO orders (order_no, user_id, sub_app, kind, ref_id, title, amount, original_amount,
             state, created_at, pay_deadline, paid_at, detail) VALUES (?, ?, 'slim', ?, ?, ?, ?, ?, 'paid', ?, ?, ?, '{}')`,
        )
        .run(
          orderNo,
          userId,
          o.kind,
          o.ref,
          o.title,
          o.amount,
          o.amount,
          created,
          created + PAY_WINDOW_MS,
          paid,
        );
      db.prepare('INSERT OR IGNORE INTO payments (txn, order_id, amount, paid_at) VALUES (?, ?, ?, ?)').run(
        `seed_${orderNo}`,
        lastInsertRowid,
        o.amount,
        paid,
      );
      return Number(lastInsertRowid);
    });
    const invoice = db.prepare(
      `INSERT INTO invoices (user_id, sub_app, title_type, title, tax_no, email, amount, created_at, issue_at)
       VALUES (?, 'slim', ?, ?, ?, ?, ?, ?, ?)`,
    );
    const link = db.prepare('INSERT INTO invoice_orders (invoice_id, order_id) VALUES (?, ?)');
    // The season card: invoiced to a person a week ago, long issued.
    const personalAt = now - 7 * DAY;
    const a = invoice.run(
      userId,
      'personal',
      '李晓雯',
      '',
      'xiaowen.li@example.com',
      25900,
      personalAt,
      personalAt + ISSUE_DELAY_MS,
    );
    link.run(a.lastInsertRowid, orderIds[1]);
    // The private classes: asked for a company invoice a moment ago, still being issued.
    const companyAt = now - 20_000;
    const b = invoice.run(
      userId,
      'company',
      '北京轻盈健康管理有限公司',
      '91350100M000100Y43',
      'finance@qingying.example.com',
      119600,
      companyAt,
      companyAt + ISSUE_DELAY_MS,
    );
    link.run(b.lastInsertRowid, orderIds[2]);
  })();
}
