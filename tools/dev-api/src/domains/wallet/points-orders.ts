import { pointsUsable, pointsValue, WALLET_CODES, type Order, type SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { sweepExpired } from '../orders/store';
import { addPoints, pointsSummary, type Owner } from './points-store';

/**
 * Points paying for orders. Spent points leave the ledger when the order is placed (so two pending
 * orders cannot spend one balance twice) and come back when it is cancelled, expires or is refunded;
 * a refund also claws back all the order earned, into a negative balance if need be. Every movement is one ledger line naming the order.
 */

/** What `asked` points take off `priceFen` for this owner; 4554/4555 when the balance or the cap refuses. */
export function pointsCut(db: Db, o: Owner, asked: number | undefined, priceFen: number, now: number) {
  const points = asked ?? 0;
  if (points === 0) return { points: 0, cut: 0 };
  returnExpiredSpends(db, o, now);
  const { balance } = pointsSummary(db, o);
  if (points > balance) throw new ApiFailure(WALLET_CODES.pointsOverBalance, 'points_over_balance');
  if (points > pointsUsable(Number.MAX_SAFE_INTEGER, priceFen) || points % 100 !== 0)
    throw new ApiFailure(WALLET_CODES.pointsOverCap, 'points_over_cap', 200, {
      max: pointsUsable(balance, priceFen),
    });
  return { points, cut: pointsValue(points) };
}

/** The spend line of a just-created order (inside the order's transaction, after pointsCut). */
export function spendPoints(db: Db, o: Owner, order: Order, points: number, now: number): void {
  if (points > 0)
    addPoints(db, o, {
      delta: -points,
      reason: 'redeem',
      title: order.title,
      orderNo: order.orderNo,
      at: now,
    });
}

type Line = { user_id: number; sub_app: string; delta: number };
const lineOf = (db: Db, orderNo: string, reason: string) =>
  db
    .prepare('SELECT user_id, sub_app, delta FROM points_ledger WHERE order_no = ? AND reason = ?')
    .get(orderNo, reason) as Line | undefined;
const ownerOfLine = (l: Line): Owner => ({ userId: l.user_id, subApp: l.sub_app as SubAppIdT });

/** Gives back what the order spent, once (a second cancel or a sweep after the hook adds nothing). */
export function returnSpent(db: Db, order: Pick<Order, 'orderNo' | 'title'>, at: number): void {
  const spent = lineOf(db, order.orderNo, 'redeem');
  if (!spent) return;
  addPoints(db, ownerOfLine(spent), {
    delta: -spent.delta,
    reason: 'return',
    title: order.title,
    orderNo: order.orderNo,
    at,
  });
}

/** Takes back all a refunded order earned; beyond the balance it goes negative (see addPoints). */
export function clawBack(db: Db, order: Pick<Order, 'orderNo' | 'title'>, at: number): void {
  const earned = lineOf(db, order.orderNo, 'purchase');
  if (!earned) return;
  addPoints(db, ownerOfLine(earned), {
    delta: -earned.delta,
    reason: 'refund',
    title: order.title,
    orderNo: order.orderNo,
    at,
  });
}

/**
 * Orders expire without an event (the orders store sweeps them on access), so their spent points
 * come back when the owner's points are next read or spent.
 */
export function returnExpiredSpends(db: Db, o: Owner, now: number): void {
  sweepExpired(db, now);
  const stale = db
    .prepare(
      `SELECT o.order_no AS orderNo, o.title, o.closed_at AS closedAt FROM points_ledger l
       JOIN orders o ON o.order_no = l.order_no
       WHERE l.user_id = ? AND l.sub_app = ? AND l.reason = 'redeem' AND o.state IN ('expired', 'cancelled')
         AND NOT EXISTS (SELECT 1 FROM points_ledger r WHERE r.order_no = l.order_no AND r.reason = 'return')`,
    )
    .all(o.userId, o.subApp) as { orderNo: string; title: string; closedAt: number | null }[];
  for (const s of stale) returnSpent(db, s, s.closedAt ?? now);
}
