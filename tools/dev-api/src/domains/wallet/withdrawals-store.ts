import { MIN_WITHDRAWAL, WALLET_CODES, type WalletWithdrawal, type WithdrawalPage } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Owner } from './points-store';
import { account, payeeName } from './wallet-store';

/** A new withdrawal is reviewed after a minute and paid out after five, by the clock. */
export const REVIEW_AFTER_MS = 60_000;
export const PAY_AFTER_MS = 5 * 60_000;
/** The reviewer's words when none are given (reasons are stored as the reviewer wrote them). */
const DEFAULT_REJECT_REASON = '收款账户实名信息与账号不一致，请核对后重新申请';

type Row = {
  id: number;
  user_id: number;
  sub_app: string;
  amount: number;
  state: string;
  payee_name: string;
  reason: string | null;
  created_at: number;
  processing_at: number | null;
  paid_at: number | null;
  rejected_at: number | null;
};
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const toWithdrawal = (r: Row): WalletWithdrawal => ({
  id: r.id,
  amount: r.amount,
  state: r.state as WalletWithdrawal['state'],
  payee: { channel: 'wechat', name: r.payee_name },
  reason: r.reason,
  createdAt: iso(r.created_at)!,
  processingAt: iso(r.processing_at),
  paidAt: iso(r.paid_at),
  rejectedAt: iso(r.rejected_at),
});

/** Pays out: the frozen amount leaves the wallet. Guarded by the state so it happens once. */
function payOut(db: Db, r: Pick<Row, 'id' | 'user_id' | 'sub_app' | 'amount'>, at: number) {
  const done = db
    .prepare(
      "UPDATE withdrawals SET state = 'paid', paid_at = ?, processing_at = COALESCE(processing_at, ?) WHERE id = ? AND state IN ('applied', 'processing')",
    )
    .run(at, at, r.id);
  if (done.changes)
    db.prepare('UPDATE wallet_accounts SET frozen = frozen - ? WHERE user_id = ? AND sub_app = ?').run(
      r.amount,
      r.user_id,
      r.sub_app,
    );
}

/** Moves every withdrawal whose due time has passed, stamped with the due time (not the time of the read). */
export function advanceDue(db: Db, now: number): void {
  db.transaction(() => {
    db.prepare(
      "UPDATE withdrawals SET state = 'processing', processing_at = due_processing_at WHERE state = 'applied' AND due_processing_at <= ?",
    ).run(now);
    const due = db
      .prepare(
        "SELECT id, user_id, sub_app, amount, due_paid_at FROM withdrawals WHERE state = 'processing' AND due_paid_at <= ?",
      )
      .all(now) as (Row & { due_paid_at: number })[];
    for (const r of due) payOut(db, r, r.due_paid_at);
  })();
}

/**
 * The amount moves from available to frozen in one guarded UPDATE (`available >= amount`), inside a
 * transaction with the insert: two withdrawals at once can never spend the same balance twice.
 */
export function createWithdrawal(db: Db, now: number, o: Owner, amount: number): WalletWithdrawal {
  if (amount < MIN_WITHDRAWAL) throw new ApiFailure(WALLET_CODES.amountTooSmall, 'withdraw_too_small');
  return db.transaction(() => {
    account(db, o);
    const moved = db
      .prepare(
        'UPDATE wallet_accounts SET available = available - ?, frozen = frozen + ? WHERE user_id = ? AND sub_app = ? AND available >= ?',
      )
      .run(amount, amount, o.userId, o.subApp, amount);
    if (moved.changes === 0) throw new ApiFailure(WALLET_CODES.insufficient, 'withdraw_insufficient');
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO withdrawals (user_id, sub_app, amount, state, payee_name, created_at, due_processing_at, due_paid_at)
         VALUES (?, ?, ?, 'applied', ?, ?, ?, ?)`,
      )
      .run(
        o.userId,
        o.subApp,
        amount,
        payeeName(db, o.userId),
        now,
        now + REVIEW_AFTER_MS,
        now + PAY_AFTER_MS,
      );
    return toWithdrawal(db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(lastInsertRowid) as Row);
  })();
}

export function listWithdrawals(db: Db, o: Owner & { page: number; pageSize: number }): WithdrawalPage {
  const where = 'WHERE user_id = ? AND sub_app = ?';
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM withdrawals ${where}`)
    .get(o.userId, o.subApp) as { total: number };
  const rows = db
    .prepare(`SELECT * FROM withdrawals ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(o.userId, o.subApp, o.pageSize, (o.page - 1) * o.pageSize) as Row[];
  return { list: rows.map(toWithdrawal), page: o.page, pageSize: o.pageSize, total };
}

export function getWithdrawal(db: Db, id: number, o?: Owner): WalletWithdrawal {
  const r = db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as Row | undefined;
  if (!r || (o && (r.user_id !== o.userId || r.sub_app !== o.subApp)))
    throw new ApiFailure(404, 'withdrawal_not_found');
  return toWithdrawal(r);
}

/** The reviewer's hand (dev only): review now, pay now, or reject, which returns the amount. */
export function advanceWithdrawal(
  db: Db,
  now: number,
  id: number,
  to: 'processing' | 'paid' | 'rejected',
  reason?: string,
) {
  return db.transaction(() => {
    const r = db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as Row | undefined;
    if (!r) throw new ApiFailure(404, 'withdrawal_not_found');
    const open = r.state === 'applied' || r.state === 'processing';
    if (!open || (to === 'processing' && r.state !== 'applied'))
      throw new ApiFailure(WALLET_CODES.cannotAdvance, 'withdrawal_cannot_advance');
    if (to === 'processing')
      db.prepare("UPDATE withdrawals SET state = 'processing', processing_at = ? WHERE id = ?").run(now, id);
    else if (to === 'paid') payOut(db, r, now);
    else {
      db.prepare("UPDATE withdrawals SET state = 'rejected', rejected_at = ?, reason = ? WHERE id = ?").run(
        now,
        reason || DEFAULT_REJECT_REASON,
        id,
      );
      db.prepare(
        'UPDATE wallet_accounts SET frozen = frozen - ?, available = available + ? WHERE user_id = ? AND sub_app = ?',
      ).run(r.amount, r.amount, r.user_id, r.sub_app);
    }
    return getWithdrawal(db, id);
  })();
}
