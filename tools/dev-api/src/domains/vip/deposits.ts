import {
  VIP_CODES,
  type DepositOffer,
  type DepositRequest,
  type Order,
  type SubAppIdT,
} from '@yoga/contract';
import type { PendingOrderRefusal } from '@yoga/contract/codes';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';
import { createOrder, sweepExpired } from '../orders/store';
import { brandOf } from './plans';

type OfferRow = {
  id: number;
  target_kind: DepositOffer['targetKind'];
  target_id: number;
  title_zh: string;
  title_en: string;
  starts_at: number;
  total: number;
  deposit: number;
  balance_due_at: number;
};
type Target = { targetKind: DepositOffer['targetKind']; targetId: number };

const iso = (ms: number) => new Date(ms).toISOString();

function mustGetOffer(db: Db, subApp: string, t: Target): OfferRow {
  const row = db
    .prepare('SELECT * FROM deposit_offers WHERE brand = ? AND target_kind = ? AND target_id = ?')
    .get(brandOf(subApp), t.targetKind, t.targetId) as OfferRow | undefined;
  if (!row) throw new ApiFailure(VIP_CODES.depositTargetNotFound, 'deposit_target_not_found');
  return row;
}

/**
 * The user's deposit for an offer: paid wins over pending; a pending one counts only while its order
 * can still be paid (an expired or cancelled order leaves nothing pending).
 */
function mine(db: Db, userId: number | null, offerId: number): DepositOffer['mine'] {
  if (userId === null) return 'none';
  const rows = db
    .prepare(
      `SELECT d.state FROM deposits d JOIN orders o ON o.order_no = d.order_no
       WHERE d.user_id = ? AND d.offer_id = ? AND (d.state = 'paid' OR o.state = 'pending')`,
    )
    .all(userId, offerId) as { state: 'pending' | 'paid' }[];
  return rows.some((r) => r.state === 'paid') ? 'paid' : rows.length ? 'pending' : 'none';
}

/** The deposit order still awaiting payment, named in the refusal so the screen can offer its cashier. */
function pendingOf(db: Db, userId: number, offerId: number): PendingOrderRefusal {
  const row = db
    .prepare(
      `SELECT o.order_no, o.amount FROM deposits d JOIN orders o ON o.order_no = d.order_no
       WHERE d.user_id = ? AND d.offer_id = ? AND o.state = 'pending' ORDER BY o.created_at DESC LIMIT 1`,
    )
    .get(userId, offerId) as { order_no: string; amount: number };
  return { orderNo: row.order_no, amount: row.amount };
}

export function getOffer(
  db: Db,
  now: number,
  subApp: string,
  t: Target,
  userId: number | null,
  lang: Lang,
): DepositOffer {
  sweepExpired(db, now);
  const o = mustGetOffer(db, subApp, t);
  return {
    targetKind: o.target_kind,
    targetId: o.target_id,
    title: lang === 'en' ? o.title_en : o.title_zh,
    startsAt: iso(o.starts_at),
    total: o.total,
    deposit: o.deposit,
    balance: o.total - o.deposit,
    balanceDueAt: iso(o.balance_due_at),
    mine: mine(db, userId, o.id),
  };
}

/**
 * A pending 'deposit' order; refused once the deposit is paid (the balance is a later order), and
 * while another deposit order for the offer can still be paid: two pending ones could both take payment.
 */
export function createDepositOrder(
  db: Db,
  clock: () => number,
  b: { userId: number; subApp: SubAppIdT },
  req: DepositRequest,
  lang: Lang,
): Order {
  return db.transaction(() => {
    sweepExpired(db, clock());
    const o = mustGetOffer(db, b.subApp, req);
    const held = mine(db, b.userId, o.id);
    if (held === 'paid') throw new ApiFailure(VIP_CODES.depositAlreadyPaid, 'deposit_already_paid');
    if (held === 'pending')
      throw new ApiFailure(
        VIP_CODES.depositPending,
        'deposit_pending',
        200,
        {},
        pendingOf(db, b.userId, o.id),
      );
    const order = createOrder(
      db,
      clock,
      {
        ...b,
        kind: 'deposit',
        refId: `${o.target_kind}-${o.target_id}`,
        title: `定金：${o.title_zh}`,
        titleEn: `Deposit: ${o.title_en}`,
        amount: o.deposit,
        classTime: iso(o.starts_at),
        detail: {
          targetKind: o.target_kind,
          targetId: o.target_id,
          total: o.total,
          balance: o.total - o.deposit,
          balanceDueAt: iso(o.balance_due_at),
        },
      },
      lang,
    );
    db.prepare(
      "INSERT INTO deposits (user_id, offer_id, order_no, state, created_at) VALUES (?, ?, ?, 'pending', ?)",
    ).run(b.userId, o.id, order.orderNo, clock());
    return order;
  })();
}

/** The deposit is paid; the balance stays due by the offer's date. Repeats change nothing. */
export function markDepositPaid(db: Db, now: number, orderNo: string): void {
  db.prepare("UPDATE deposits SET state = 'paid', paid_at = ? WHERE order_no = ? AND state = 'pending'").run(
    now,
    orderNo,
  );
}
