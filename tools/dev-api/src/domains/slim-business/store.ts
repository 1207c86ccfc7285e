import type {
  BusinessCourse,
  CoachSigning,
  CourseOrderData,
  ExamData,
  ExamStatus,
  HandbookOrderPage,
  HandbookOrderRequest,
  Order,
} from '@yoga/contract';
import { ORDER_DATA_DAYS, SLIM_BUSINESS_CODES } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { checkHold } from '../../hold-policy';
import type { Lang } from '../../messages';
import type { Owner } from '../../request-helpers';
import { createOrder, sweepExpired } from '../orders/store';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString();
const chinaDay = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' && en ? en : zh);

type CourseRow = {
  id: number;
  owner_id: number;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  includes_zh: string;
  includes_en: string;
  seller_zh: string;
  seller_en: string;
  cover: string;
  weeks: number;
};
type HandbookRow = {
  id: number;
  course_id: number;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  price: number;
  stock: number;
  min_qty: number;
  max_qty: number;
};

function courseRow(db: Db, id: number): CourseRow {
  const row = db.prepare('SELECT * FROM slim_biz_courses WHERE id = ?').get(id) as CourseRow | undefined;
  if (!row) throw new ApiFailure(SLIM_BUSINESS_CODES.courseNotFound, 'biz_course_not_found');
  return row;
}

/** Handbooks taken by orders that still count: paid, or pending inside their payment window. */
function leftOf(db: Db, h: HandbookRow): number {
  const { n } = db
    .prepare(
      `SELECT COALESCE(SUM(b.quantity), 0) AS n FROM slim_biz_orders b JOIN orders o ON o.order_no = b.order_no
       WHERE b.handbook_id = ? AND o.state IN ('pending', 'paid')`,
    )
    .get(h.id) as { n: number };
  return Math.max(0, h.stock - n);
}

export function businessCourse(
  db: Db,
  clock: () => number,
  id: number,
  viewer: number | null,
  lang: Lang,
): BusinessCourse {
  sweepExpired(db, clock());
  const c = courseRow(db, id);
  const books = db
    .prepare('SELECT * FROM slim_biz_handbooks WHERE course_id = ? ORDER BY id')
    .all(id) as HandbookRow[];
  const exam = db.prepare('SELECT id FROM slim_biz_exams WHERE course_id = ? ORDER BY id LIMIT 1').get(id) as
    { id: number } | undefined;
  return {
    id: c.id,
    title: pick(lang, c.title_zh, c.title_en),
    cover: c.cover,
    summary: pick(lang, c.summary_zh, c.summary_en),
    includes: JSON.parse(lang === 'en' ? c.includes_en : c.includes_zh) as string[],
    seller: pick(lang, c.seller_zh, c.seller_en),
    weeks: c.weeks,
    handbooks: books.map((h) => ({
      id: h.id,
      title: pick(lang, h.title_zh, h.title_en),
      summary: pick(lang, h.summary_zh, h.summary_en),
      price: h.price,
      left: leftOf(db, h),
      min: h.min_qty,
      max: h.max_qty,
    })),
    mine: viewer !== null && viewer === c.owner_id,
    examId: exam?.id ?? null,
  };
}

/** A pending store order for the handbooks; the limits and what is left are checked in the same transaction. */
export function orderHandbooks(
  db: Db,
  clock: () => number,
  owner: Owner,
  r: HandbookOrderRequest,
  lang: Lang,
): Order {
  return db.transaction(() => {
    sweepExpired(db, clock());
    const c = courseRow(db, r.courseId);
    const h = db
      .prepare('SELECT * FROM slim_biz_handbooks WHERE id = ? AND course_id = ?')
      .get(r.handbookId, r.courseId) as HandbookRow | undefined;
    if (!h) throw new ApiFailure(SLIM_BUSINESS_CODES.handbookNotFound, 'biz_handbook_not_found');
    if (r.quantity < h.min_qty || r.quantity > h.max_qty)
      throw new ApiFailure(
        SLIM_BUSINESS_CODES.badQuantity,
        'biz_bad_quantity',
        200,
        { min: h.min_qty, max: h.max_qty },
        { min: h.min_qty, max: h.max_qty },
      );
    // The shared hold policy: one order's worth of handbooks (the edition's most per order) unpaid at a time.
    const held = db
      .prepare(
        `SELECT COALESCE(SUM(b.quantity), 0) AS total,
                COALESCE(SUM(CASE WHEN b.handbook_id = ? THEN b.quantity ELSE 0 END), 0) AS item
         FROM slim_biz_orders b JOIN orders o ON o.order_no = b.order_no
         WHERE o.user_id = ? AND o.state = 'pending'`,
      )
      .get(h.id, owner.userId) as { total: number; item: number };
    checkHold(held, r.quantity, {
      perItem: h.max_qty,
      total: h.max_qty,
      code: SLIM_BUSINESS_CODES.holdLimit,
      itemMessage: 'biz_hold_limit',
      totalMessage: 'biz_hold_limit',
    });
    const left = leftOf(db, h);
    if (left < r.quantity)
      throw new ApiFailure(
        SLIM_BUSINESS_CODES.notEnoughStock,
        'biz_not_enough_stock',
        200,
        { left },
        { left },
      );
    const order = createOrder(
      db,
      clock,
      {
        userId: owner.userId,
        subApp: owner.subApp,
        kind: 'store',
        refId: `handbook_${h.id}`,
        title: `${c.title_zh} · ${h.title_zh}`,
        titleEn: `${c.title_en} · ${h.title_en}`,
        amount: h.price * r.quantity,
        detail: { quantity: r.quantity, handbookId: h.id, courseId: c.id },
      },
      lang,
    );
    db.prepare(
      'INSERT INTO slim_biz_orders (order_no, handbook_id, course_id, quantity, buyer_name, buyer_phone) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(order.orderNo, h.id, c.id, r.quantity, r.buyerName, r.buyerPhone);
    return order;
  })();
}

export function myHandbookOrders(
  db: Db,
  clock: () => number,
  owner: Owner,
  p: { page: number; pageSize: number },
  lang: Lang,
): HandbookOrderPage {
  sweepExpired(db, clock());
  const where =
    'FROM slim_biz_orders b JOIN orders o ON o.order_no = b.order_no WHERE o.user_id = ? AND o.sub_app = ?';
  const { n } = db.prepare(`SELECT COUNT(*) AS n ${where}`).get(owner.userId, owner.subApp) as { n: number };
  const rows = db
    .prepare(
      `SELECT o.order_no, o.state, o.amount, o.created_at, o.pay_deadline, b.quantity, b.course_id,
         c.title_zh, c.title_en, h.title_zh AS ed_zh, h.title_en AS ed_en ${where.replace('WHERE', 'JOIN slim_biz_courses c ON c.id = b.course_id JOIN slim_biz_handbooks h ON h.id = b.handbook_id WHERE')}
       ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    )
    .all(owner.userId, owner.subApp, p.pageSize, (p.page - 1) * p.pageSize) as {
    order_no: string;
    state: HandbookOrderPage['list'][number]['state'];
    amount: number;
    created_at: number;
    pay_deadline: number;
    quantity: number;
    course_id: number;
    title_zh: string;
    title_en: string;
    ed_zh: string;
    ed_en: string;
  }[];
  return {
    list: rows.map((r) => ({
      orderNo: r.order_no,
      state: r.state,
      courseId: r.course_id,
      title: pick(lang, r.title_zh, r.title_en),
      edition: pick(lang, r.ed_zh, r.ed_en),
      quantity: r.quantity,
      amount: r.amount,
      createdAt: iso(r.created_at),
      payDeadline: iso(r.pay_deadline),
    })),
    total: n,
    page: p.page,
    pageSize: p.pageSize,
  };
}

function ownedCourse(db: Db, id: number, owner: Owner): CourseRow {
  const c = courseRow(db, id);
  if (c.owner_id !== owner.userId) throw new ApiFailure(SLIM_BUSINESS_CODES.notOwner, 'biz_not_owner');
  return c;
}

/** Paid orders only: an unpaid or expired order is not a sale. */
export function courseOrderData(
  db: Db,
  clock: () => number,
  owner: Owner,
  id: number,
  sku: number | null,
  lang: Lang,
): CourseOrderData {
  const now = clock();
  sweepExpired(db, now);
  const c = ownedCourse(db, id, owner);
  const books = db
    .prepare('SELECT * FROM slim_biz_handbooks WHERE course_id = ? ORDER BY id')
    .all(id) as HandbookRow[];
  if (sku !== null && !books.some((b) => b.id === sku))
    throw new ApiFailure(SLIM_BUSINESS_CODES.handbookNotFound, 'biz_handbook_not_found');
  const rows = db
    .prepare(
      `SELECT o.paid_at, o.amount, b.quantity FROM slim_biz_orders b JOIN orders o ON o.order_no = b.order_no
       WHERE b.course_id = ? AND o.state = 'paid' AND (? IS NULL OR b.handbook_id = ?)`,
    )
    .all(id, sku, sku) as { paid_at: number; amount: number; quantity: number }[];
  const days = Array.from({ length: ORDER_DATA_DAYS }, (_, i) =>
    chinaDay(now - (ORDER_DATA_DAYS - 1 - i) * DAY),
  );
  const byDay = new Map(days.map((d) => [d, { day: d, orders: 0, amount: 0 }]));
  for (const r of rows) {
    const d = byDay.get(chinaDay(r.paid_at));
    if (!d) continue;
    d.orders += 1;
    d.amount += r.amount;
  }
  return {
    courseId: c.id,
    title: pick(lang, c.title_zh, c.title_en),
    skus: books.map((b) => ({ id: b.id, title: pick(lang, b.title_zh, b.title_en) })),
    sku,
    totals: {
      orders: rows.length,
      paidAmount: rows.reduce((s, r) => s + r.amount, 0),
      handbooks: rows.reduce((s, r) => s + r.quantity, 0),
    },
    days: [...byDay.values()],
  };
}

/** Every character but the first is hidden (王**), a Latin name keeps its first letter (E****). */
const maskName = (name: string) => {
  const chars = Array.from(name.replace(/\s+/g, ''));
  return chars[0] + '*'.repeat(Math.max(1, Math.min(4, chars.length - 1)));
};

export function examData(db: Db, owner: Owner, id: number, lang: Lang): ExamData {
  const e = db.prepare('SELECT * FROM slim_biz_exams WHERE id = ?').get(id) as
    { id: number; course_id: number; title_zh: string; title_en: string; ends_at: number } | undefined;
  if (!e) throw new ApiFailure(SLIM_BUSINESS_CODES.examNotFound, 'biz_exam_not_found');
  const c = ownedCourse(db, e.course_id, owner);
  const people = db
    .prepare('SELECT name, score, status FROM slim_biz_exam_people WHERE exam_id = ? ORDER BY id')
    .all(id) as { name: string; score: number | null; status: ExamStatus }[];
  const count = (s: ExamStatus) => people.filter((p) => p.status === s).length;
  return {
    id: e.id,
    title: pick(lang, e.title_zh, e.title_en),
    courseTitle: pick(lang, c.title_zh, c.title_en),
    endsAt: iso(e.ends_at),
    passed: count('passed'),
    failed: count('failed'),
    pending: count('pending'),
    participants: people.map((p) => ({ name: maskName(p.name), score: p.score, status: p.status })),
  };
}

export function coachSigning(db: Db, teacherId: number, lang: Lang): CoachSigning {
  const s = db.prepare('SELECT * FROM slim_biz_signings WHERE teacher_id = ?').get(teacherId) as
    | { teacher_id: number; name_zh: string; name_en: string; signed_at: number; agreement_no: string }
    | undefined;
  if (!s) throw new ApiFailure(SLIM_BUSINESS_CODES.signingNotFound, 'biz_signing_not_found');
  return {
    teacherId: s.teacher_id,
    name: pick(lang, s.name_zh, s.name_en),
    signedAt: iso(s.signed_at),
    agreementTitle: lang === 'en' ? 'Slim coach partnership agreement' : '轻体合作教练协议',
    agreementNo: s.agreement_no,
  };
}
