import type {
  OrderKind,
  PointsEntry,
  PointsFilter,
  PointsPage,
  PointsReason,
  PointsSummary,
  SubAppIdT,
} from '@yoga/contract';
import type { Db } from '../../db';
import type { Lang } from '../../messages';

export interface Owner {
  userId: number;
  subApp: SubAppIdT;
}
type Row = {
  id: number;
  delta: number;
  reason: string;
  title: string;
  balance: number;
  order_no: string | null;
  kind: OrderKind | null;
  created_at: number;
};

const toEntry = (r: Row): PointsEntry => ({
  id: r.id,
  delta: r.delta,
  reason: r.reason as PointsReason,
  title: r.title,
  balance: r.balance,
  orderNo: r.order_no,
  orderKind: r.kind,
  createdAt: new Date(r.created_at).toISOString(),
});

export function pointsSummary(db: Db, o: Owner): PointsSummary {
  const r = db
    .prepare(
      `SELECT COALESCE(SUM(delta), 0) AS balance,
         COALESCE(SUM(CASE WHEN delta > 0 THEN delta END), 0) AS earned,
         COALESCE(-SUM(CASE WHEN delta < 0 THEN delta END), 0) AS spent
       FROM points_ledger WHERE user_id = ? AND sub_app = ?`,
    )
    .get(o.userId, o.subApp) as PointsSummary;
  return r;
}

const filters: Record<PointsFilter, string> = {
  all: '',
  earned: 'AND l.delta > 0',
  spent: 'AND l.delta < 0',
};

export function pointsLedger(
  db: Db,
  o: Owner & { kind: PointsFilter; page: number; pageSize: number },
  lang: Lang = 'zh',
): PointsPage {
  const where = `WHERE l.user_id = ? AND l.sub_app = ? ${filters[o.kind]}`;
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM points_ledger l ${where}`)
    .get(o.userId, o.subApp) as {
    total: number;
  };
  const en = lang === 'en' ? 1 : 0;
  const rows = db
    // A line names what its order bought: the order's kind, or the one stored with a seeded line;
    // and its title in the caller's language (the order keeps both), else the one stored with it.
    .prepare(
      `SELECT l.*, COALESCE(o.kind, l.order_kind) AS kind,
         CASE WHEN ? AND o.title_en <> '' THEN o.title_en WHEN ? AND l.title_en <> '' THEN l.title_en
           ELSE COALESCE(o.title, l.title) END AS title
       FROM points_ledger l
       LEFT JOIN orders o ON o.order_no = l.order_no
       ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
    )
    .all(en, en, o.userId, o.subApp, o.pageSize, (o.page - 1) * o.pageSize) as Row[];
  return { list: rows.map(toEntry), page: o.page, pageSize: o.pageSize, total };
}

/**
 * Appends one entry with its running balance. Callers run inside a transaction (better-sqlite3 is
 * synchronous, so nothing interleaves between the read of the last balance and the insert).
 * Returns false when the order has a line of this reason already. A negative delta is written
 * whole, even beyond the balance: a refund's claw-back after the earned points were spent (or
 * locked in a pending order that later gives them back) leaves the balance negative, and a negative
 * balance pays for nothing (pointsCut) until new points cover it. Flooring at 0 let a refund keep
 * points its order earned (issue 31: buy, spend into a pending order, refund, cancel, repeat).
 */
export function addPoints(
  db: Db,
  o: Owner,
  e: {
    delta: number;
    reason: PointsReason;
    title?: string;
    /** The English title of a line without an order (an order's own is read from it). */
    titleEn?: string;
    orderNo?: string | null;
    /** Only for a line without an order row (the seed); otherwise the order's own kind is read. */
    kind?: OrderKind | null;
    at: number;
  },
): boolean {
  const { balance } = pointsSummary(db, o);
  const delta = e.delta;
  const r = db
    .prepare(
      `INSERT OR IGNORE INTO points_ledger (user_id, sub_app, delta, reason, title, title_en, balance, order_no, order_kind, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      o.userId,
      o.subApp,
      delta,
      e.reason,
      e.title ?? '',
      e.titleEn ?? '',
      balance + delta,
      e.orderNo ?? null,
      e.kind ?? null,
      e.at,
    );
  return r.changes > 0;
}
