import {
  ACCOUNT_CODES,
  birthdayProblem,
  DELETION_COOLING_OFF_DAYS,
  nicknameProblem,
  type DeletionBlocker,
  type DeletionRequest,
  type DeletionStatus,
  type Profile,
  type ProfileUpdate,
} from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Owner } from '../../request-helpers';
import { UPLOAD_PATH } from '../evaluations/uploads';
import { unexpiredCardCount } from '../vip/cards';
import { pointsSummary } from '../wallet/points-store';

const DAY = 86_400_000;
type UserRow = { name: string; phone: string; area_code: string };
type ProfileRow = {
  nickname: string | null;
  avatar_id: string | null;
  gender: Profile['gender'];
  birthday: string | null;
};

export const maskPhone = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone.replace(/.(?=.{2})/g, '*');

function userRow(db: Db, userId: number): UserRow {
  return db.prepare('SELECT name, phone, area_code FROM users WHERE id = ?').get(userId) as UserRow;
}

/** The day in China time (the business's calendar) of an epoch time. */
export const chinaDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

export function getProfile(db: Db, o: Owner): Profile {
  const u = userRow(db, o.userId);
  const p = db
    .prepare('SELECT nickname, avatar_id, gender, birthday FROM account_profiles WHERE user_id = ?')
    .get(o.userId) as ProfileRow | undefined;
  return {
    nickname: p?.nickname ?? u.name,
    avatarId: p?.avatar_id ?? null,
    avatarUrl: p?.avatar_id ? `${UPLOAD_PATH}/${p.avatar_id}` : null,
    phoneMasked: maskPhone(u.phone),
    areaCode: u.area_code,
    gender: p?.gender ?? 'unknown',
    birthday: p?.birthday ?? null,
  };
}

/** Saves the whole form after the same checks the screen makes; the avatar must be the caller's upload. */
export function saveProfile(db: Db, o: Owner, b: ProfileUpdate, now: number): Profile {
  const problem = nicknameProblem(b.nickname);
  if (problem)
    throw new ApiFailure(ACCOUNT_CODES.nicknameInvalid, 'account_nickname_invalid', 200, {}, { problem });
  if (b.birthday && birthdayProblem(b.birthday, chinaDay(now)))
    throw new ApiFailure(ACCOUNT_CODES.birthdayInvalid, 'account_birthday_invalid');
  if (
    b.avatarId &&
    !db.prepare('SELECT 1 FROM uploads WHERE id = ? AND user_id = ?').get(b.avatarId, o.userId)
  )
    throw new ApiFailure(ACCOUNT_CODES.avatarNotOwned, 'account_avatar_not_found');
  db.prepare(
    `INSERT INTO account_profiles (user_id, nickname, avatar_id, gender, birthday, updated_at)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET nickname = excluded.nickname,
     avatar_id = excluded.avatar_id, gender = excluded.gender, birthday = excluded.birthday,
     updated_at = excluded.updated_at`,
  ).run(o.userId, b.nickname, b.avatarId, b.gender, b.birthday, now);
  return getProfile(db, o);
}

const count = (db: Db, sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;

/** What stops a deletion, across every brand of the account (an account is one phone number). */
export function blockersOf(db: Db, userId: number, now: number): DeletionBlocker[] {
  const out: DeletionBlocker[] = [];
  const unpaid = count(
    db,
    `SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND state = 'pending' AND pay_deadline > ?`,
    userId,
    now,
  );
  if (unpaid) out.push({ kind: 'unpaid_order', count: unpaid, amount: 0 });
  const undelivered = count(
    db,
    `SELECT COUNT(*) AS n FROM shop_orders s JOIN orders o ON o.order_no = s.order_no
     WHERE s.user_id = ? AND o.state = 'paid' AND s.received_at IS NULL`,
    userId,
  );
  if (undelivered) out.push({ kind: 'undelivered_order', count: undelivered, amount: 0 });
  const balance = count(
    db,
    'SELECT COALESCE(SUM(available + frozen), 0) AS n FROM wallet_accounts WHERE user_id = ?',
    userId,
  );
  if (balance > 0) out.push({ kind: 'wallet_balance', count: 1, amount: balance });
  return out;
}

function pendingOf(db: Db, userId: number): DeletionRequest | null {
  const r = db
    .prepare(`SELECT applied_at, effective_at FROM account_deletions WHERE user_id = ? AND state = 'pending'`)
    .get(userId) as { applied_at: number; effective_at: number } | undefined;
  return r
    ? { appliedAt: new Date(r.applied_at).toISOString(), effectiveAt: new Date(r.effective_at).toISOString() }
    : null;
}

export function deletionStatus(db: Db, o: Owner, now: number): DeletionStatus {
  const u = userRow(db, o.userId);
  const id = o.userId;
  return {
    pending: pendingOf(db, id),
    losses: {
      orders: count(
        db,
        `SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND state IN ('paid', 'refunded')`,
        id,
      ),
      // The points page's balance and my_vip's cards of this sub-app, by the same reads, so the
      // deletion page cannot name other numbers than they do (a sum over every brand did).
      points: pointsSummary(db, o).balance,
      vipCards: unexpiredCardCount(db, now, o),
      certificates: count(db, 'SELECT COUNT(*) AS n FROM certificates WHERE user_id = ?', id),
    },
    blockers: blockersOf(db, id, now),
    phoneMasked: maskPhone(u.phone),
    areaCode: u.area_code,
    coolingOffDays: DELETION_COOLING_OFF_DAYS,
  };
}

/** Records the request (the SMS code already checked) and ends every session of the account. */
export function applyDeletion(db: Db, o: Owner, now: number): DeletionRequest {
  return db.transaction(() => {
    if (pendingOf(db, o.userId))
      throw new ApiFailure(ACCOUNT_CODES.deletionPending, 'account_deletion_pending');
    const blockers = blockersOf(db, o.userId, now);
    if (blockers.length)
      throw new ApiFailure(ACCOUNT_CODES.deletionBlocked, 'account_deletion_blocked', 200, {}, { blockers });
    db.prepare(
      `INSERT INTO account_deletions (user_id, sub_app, applied_at, effective_at, state) VALUES (?, ?, ?, ?, 'pending')`,
    ).run(o.userId, o.subApp, now, now + DELETION_COOLING_OFF_DAYS * DAY);
    db.prepare('UPDATE tokens SET revoked = 1 WHERE user_id = ?').run(o.userId);
    return pendingOf(db, o.userId)!;
  })();
}

export function cancelDeletion(db: Db, o: Owner, now: number): DeletionStatus {
  const done = db
    .prepare(
      `UPDATE account_deletions SET state = 'cancelled', closed_at = ? WHERE user_id = ? AND state = 'pending'`,
    )
    .run(now, o.userId);
  if (done.changes === 0)
    throw new ApiFailure(ACCOUNT_CODES.noDeletionPending, 'account_no_deletion_pending');
  return deletionStatus(db, o, now);
}

/**
 * Requests whose cooling-off period is over: marked done and the account's sessions ended (its
 * data stays in the stand-in, where nothing is really erased).
 */
export function settleDueDeletions(db: Db, now: number): void {
  const due = db
    .prepare(`SELECT id, user_id FROM account_deletions WHERE state = 'pending' AND effective_at <= ?`)
    .all(now) as { id: number; user_id: number }[];
  for (const d of due) {
    db.prepare(`UPDATE account_deletions SET state = 'done', closed_at = ? WHERE id = ?`).run(now, d.id);
    db.prepare('UPDATE tokens SET revoked = 1 WHERE user_id = ?').run(d.user_id);
  }
}
