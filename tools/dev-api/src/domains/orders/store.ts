import { randomInt } from 'node:crypto';
import type { Order, OrderClassChange, OrderKind, OrderPage, OrderState, SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { emit } from '../../events';
import { inLang, type Lang } from '../../messages';

/** How long a pending order may be paid. */
export const PAY_WINDOW_MS = 15 * 60 * 1000;

export interface NewOrder {
  userId: number;
  subApp: SubAppIdT;
  kind: OrderKind;
  refId: string | number;
  title: string;
  /** The title in English, when the item has one (the Chinese is shown otherwise). */
  titleEn?: string;
  cover?: string;
  amount: number;
  originalAmount?: number;
  points?: number;
  classTime?: string | null;
  detail?: Order['detail'];
}

type Row = {
  id: number;
  order_no: string;
  user_id: number;
  sub_app: string;
  kind: string;
  ref_id: string;
  title: string;
  title_en: string;
  cover: string;
  amount: number;
  original_amount: number;
  points: number;
  class_time: string | null;
  state: string;
  evaluated: number;
  created_at: number;
  pay_deadline: number;
  paid_at: number | null;
  detail: string;
  class_change?: string | null;
};

const iso = (ms: number) => new Date(ms).toISOString();

export const toOrder = (r: Row, lang: Lang = 'zh'): Order => ({
  id: r.id,
  orderNo: r.order_no,
  kind: r.kind as OrderKind,
  subApp: r.sub_app as SubAppIdT,
  title: inLang(lang, r.title, r.title_en),
  cover: r.cover,
  amount: r.amount,
  originalAmount: r.original_amount,
  discount: r.original_amount - r.amount,
  points: r.points,
  classTime: r.class_time,
  state: r.state as OrderState,
  evaluated: r.evaluated === 1,
  createdAt: iso(r.created_at),
  payDeadline: iso(r.pay_deadline),
  paidAt: r.paid_at === null ? null : iso(r.paid_at),
  refId: r.ref_id,
  detail: JSON.parse(r.detail) as Order['detail'],
  classChange: r.class_change ? (JSON.parse(r.class_change) as OrderClassChange) : null,
});

/** Two letters of the brand (and T for coaches) start every order number. */
const prefixes: Record<SubAppIdT, string> = {
  onmat: 'OM',
  'onmat-teacher': 'OMT',
  phala: 'PH',
  'phala-teacher': 'PHT',
  bay: 'YB',
  slim: 'SL',
  suman: 'SM',
  'suman-teacher': 'SMT',
  beaticam: 'BC',
  cycling: 'CY',
};

/** The business's day is China time, whatever the server's zone. */
const chinaDate = (ms: number) =>
  iso(ms + 8 * 3600_000)
    .slice(0, 10)
    .replace(/-/g, '');

/** A pending order past its deadline is expired: swept on every access, so what is stored is what is shown. */
export function sweepExpired(db: Db, now: number): void {
  db.prepare(
    "UPDATE orders SET state = 'expired', closed_at = pay_deadline WHERE state = 'pending' AND pay_deadline <= ?",
  ).run(now);
}

/** A pending order, payable for 15 minutes from now (answered in `lang`). */
export function createOrder(db: Db, clock: () => number, o: NewOrder, lang: Lang = 'zh'): Order {
  const now = clock();
  const insert = db.prepare(
    `INSERT INTO orders (order_no, user_id, sub_app, kind, ref_id, title, title_en, cover, amount, original_amount,
       points, class_time, state, created_at, pay_deadline, detail)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
  );
  for (let attempt = 0; ; attempt++) {
    const orderNo = prefixes[o.subApp] + chinaDate(now) + String(randomInt(0, 1_000_000)).padStart(6, '0');
    try {
      const { lastInsertRowid } = insert.run(
        orderNo,
        o.userId,
        o.subApp,
        o.kind,
        String(o.refId),
        o.title,
        o.titleEn ?? '',
        o.cover ?? '',
        o.amount,
        Math.max(o.originalAmount ?? o.amount, o.amount),
        o.points ?? 0,
        o.classTime ?? null,
        now,
        now + PAY_WINDOW_MS,
        JSON.stringify(o.detail ?? {}),
      );
      return toOrder(db.prepare('SELECT * FROM orders WHERE id = ?').get(lastInsertRowid) as Row, lang);
    } catch (e) {
      // Six random digits a day can collide; a fresh number is drawn a few times before giving up.
      if (attempt > 5 || !String((e as Error).message).includes('UNIQUE')) throw e;
    }
  }
}

/** The order as its owner sees it; null when it does not exist or belongs to someone else. */
export function getOrder(
  db: Db,
  clock: () => number,
  orderNo: string,
  owner?: { userId: number; subApp: SubAppIdT },
  lang: Lang = 'zh',
): Order | null {
  sweepExpired(db, clock());
  const row = db.prepare('SELECT * FROM orders WHERE order_no = ?').get(orderNo) as Row | undefined;
  if (!row || (owner && (row.user_id !== owner.userId || row.sub_app !== owner.subApp))) return null;
  return toOrder(row, lang);
}

export function mustGetOrder(
  db: Db,
  clock: () => number,
  orderNo: string,
  owner: { userId: number; subApp: SubAppIdT },
  lang: Lang = 'zh',
): Order {
  const order = getOrder(db, clock, orderNo, owner, lang);
  if (!order) throw new ApiFailure(404, 'order_not_found');
  return order;
}

export function listOrders(
  db: Db,
  clock: () => number,
  q: { userId: number; subApp: SubAppIdT; kind?: OrderKind; page: number; pageSize: number },
  lang: Lang = 'zh',
): OrderPage {
  sweepExpired(db, clock());
  const where = 'WHERE user_id = ? AND sub_app = ? AND (? IS NULL OR kind = ?)';
  const args = [q.userId, q.subApp, q.kind ?? null, q.kind ?? null];
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM orders ${where}`).get(...args) as {
    total: number;
  };
  const rows = db
    .prepare(`SELECT * FROM orders ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, q.pageSize, (q.page - 1) * q.pageSize) as Row[];
  return { list: rows.map((r) => toOrder(r, lang)), page: q.page, pageSize: q.pageSize, total };
}

/**
 * Pending -> cancelled. A paid course whose class has not started -> refunded ("cancel appointment").
 * Everything else is refused: the order is already closed, or the goods or card are delivered.
 */
export function cancelOrder(
  db: Db,
  clock: () => number,
  orderNo: string,
  owner: { userId: number; subApp: SubAppIdT },
  lang: Lang = 'zh',
): Order {
  return db.transaction(() => {
    const now = clock();
    const order = mustGetOrder(db, clock, orderNo, owner);
    const classAhead = order.classTime === null || Date.parse(order.classTime) > now;
    if (order.state === 'pending') {
      db.prepare("UPDATE orders SET state = 'cancelled', closed_at = ? WHERE id = ?").run(now, order.id);
    } else if (order.state === 'paid' && order.kind === 'course' && classAhead) {
      db.prepare("UPDATE orders SET state = 'refunded', closed_at = ? WHERE id = ?").run(now, order.id);
      db.prepare('UPDATE payments SET refunded_at = ? WHERE order_id = ?').run(now, order.id);
    } else {
      throw new ApiFailure(409, 'order_cannot_cancel');
    }
    const closed = mustGetOrder(db, clock, orderNo, owner);
    emit(db, closed.state === 'refunded' ? 'order.refunded' : 'order.cancelled', {
      db,
      clock,
      order: closed,
    });
    // Hooks get the order as stored (Chinese); the caller reads it in its language.
    return lang === 'zh' ? closed : mustGetOrder(db, clock, orderNo, owner, lang);
  })();
}

/**
 * Paid -> refunded for a domain that decided the refund itself (an exam booking cancelled before its
 * deadline): the payment is marked refunded and order.refunded is emitted. Call inside the
 * domain's transaction.
 */
export function refundPaidOrder(db: Db, clock: () => number, orderNo: string): void {
  const now = clock();
  const row = db.prepare("SELECT id FROM orders WHERE order_no = ? AND state = 'paid'").get(orderNo) as
    { id: number } | undefined;
  if (!row) throw new ApiFailure(409, 'order_cannot_cancel');
  db.prepare("UPDATE orders SET state = 'refunded', closed_at = ? WHERE id = ?").run(now, row.id);
  db.prepare('UPDATE payments SET refunded_at = ? WHERE order_id = ?').run(now, row.id);
  const order = getOrder(db, clock, orderNo)!;
  emit(db, 'order.refunded', { db, clock, order });
}
