import { maskName } from '@yoga/format/mask';
import type { IncomePage, SubAppIdT, WalletIncome, WalletSummary } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Owner } from './points-store';

const iso = (ms: number) => new Date(ms).toISOString();

/** A name as the payout screen may show it: the one masking rule of @yoga/format. */
export { maskName };

/** The account row, created empty the first time a user's wallet is read. */
export function account(db: Db, o: Owner): { available: number; frozen: number } {
  db.prepare('INSERT OR IGNORE INTO wallet_accounts (user_id, sub_app) VALUES (?, ?)').run(
    o.userId,
    o.subApp,
  );
  return db
    .prepare('SELECT available, frozen FROM wallet_accounts WHERE user_id = ? AND sub_app = ?')
    .get(o.userId, o.subApp) as { available: number; frozen: number };
}

export const payeeName = (db: Db, userId: number) =>
  maskName((db.prepare('SELECT name FROM users WHERE id = ?').get(userId) as { name: string }).name);

/**
 * Pending income whose settle time has come is settled and credited to the available balance, in one
 * transaction each, on every read: what is stored is what is shown.
 */
export function settleDue(db: Db, now: number): void {
  const due = db
    .prepare(
      "SELECT id, user_id, sub_app, amount FROM wallet_income WHERE state = 'pending' AND settle_at <= ?",
    )
    .all(now) as { id: number; user_id: number; sub_app: string; amount: number }[];
  for (const r of due)
    db.transaction(() => {
      const moved = db
        .prepare("UPDATE wallet_income SET state = 'settled' WHERE id = ? AND state = 'pending'")
        .run(r.id);
      if (moved.changes === 0) return;
      account(db, { userId: r.user_id, subApp: r.sub_app as SubAppIdT });
      db.prepare(
        'UPDATE wallet_accounts SET available = available + ? WHERE user_id = ? AND sub_app = ?',
      ).run(r.amount, r.user_id, r.sub_app);
    })();
}

export function walletSummary(db: Db, o: Owner): WalletSummary {
  const { available, frozen } = account(db, o);
  const sums = db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) AS total, COALESCE(SUM(CASE WHEN state = 'pending' THEN amount END), 0) AS pending
       FROM wallet_income WHERE user_id = ? AND sub_app = ?`,
    )
    .get(o.userId, o.subApp) as { total: number; pending: number };
  return {
    available,
    frozen,
    pending: sums.pending,
    totalIncome: sums.total,
    payee: { channel: 'wechat', name: payeeName(db, o.userId) },
  };
}

type IncomeRow = {
  id: number;
  kind: string;
  order_no: string | null;
  title: string;
  buyer: string;
  paid_amount: number;
  commission_rate: number;
  amount: number;
  state: string;
  settle_at: number;
  created_at: number;
};
const toIncome = (r: IncomeRow): WalletIncome => ({
  id: r.id,
  kind: r.kind as WalletIncome['kind'],
  orderNo: r.order_no,
  title: r.title,
  buyer: r.buyer,
  paidAmount: r.paid_amount,
  commissionRate: r.commission_rate,
  amount: r.amount,
  state: r.state as WalletIncome['state'],
  settleAt: iso(r.settle_at),
  createdAt: iso(r.created_at),
});

export function listIncome(db: Db, o: Owner & { page: number; pageSize: number }): IncomePage {
  const where = 'WHERE user_id = ? AND sub_app = ?';
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM wallet_income ${where}`)
    .get(o.userId, o.subApp) as {
    total: number;
  };
  const rows = db
    .prepare(`SELECT * FROM wallet_income ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(o.userId, o.subApp, o.pageSize, (o.page - 1) * o.pageSize) as IncomeRow[];
  return { list: rows.map(toIncome), page: o.page, pageSize: o.pageSize, total };
}

export function getIncome(db: Db, o: Owner, id: number): WalletIncome {
  const r = db
    .prepare('SELECT * FROM wallet_income WHERE id = ? AND user_id = ? AND sub_app = ?')
    .get(id, o.userId, o.subApp) as IncomeRow | undefined;
  if (!r) throw new ApiFailure(404, 'income_not_found');
  return toIncome(r);
}
