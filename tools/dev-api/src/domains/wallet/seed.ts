import type { SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import { demoUser } from '../auth/demo-user';
import { addPoints } from './points-store';
import {
  commissions,
  pointsHistory,
  pointsTitlesEn,
  practiceTitles,
  SEED_REJECT_REASON,
  SETTLE_AFTER_DAYS,
  withdrawalSeeds,
} from './seed-data';
import { chinaDate, REWARD, TARGET_DAYS } from './study-store';
import { maskName } from './wallet-store';

const DAY = 86_400_000;
const HOUR = 3600_000;

/** Practice days: three full past months (two reach the target) and this month so far, short of it. */
function seedPractice(db: Db, o: { userId: number; subApp: SubAppIdT }, now: number): string[] {
  const insert = db.prepare('INSERT OR IGNORE INTO practice_days VALUES (?, ?, ?, ?, ?)');
  const today = chinaDate(now);
  const rewarded: string[] = [];
  for (let back = 0; back <= 3; back++) {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const first = new Date(Date.UTC(y, m - 1 - back, 1));
    const month = first.toISOString().slice(0, 7);
    const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    // Past months: 22, 21 and 12 days; this month: two days in three up to yesterday, at most 14.
    const want = [14, 22, 21, 12][back]!;
    let n = 0;
    for (let d = 1; d <= length && n < want; d++) {
      const date = `${month}-${String(d).padStart(2, '0')}`;
      if (date >= today || (back !== 2 && d % 3 === 0 && length - d >= want - n)) continue;
      insert.run(o.userId, o.subApp, date, 20 + ((d * 7) % 40), practiceTitles[d % practiceTitles.length]!);
      n++;
    }
    if (back > 0 && n >= TARGET_DAYS) rewarded.push(month);
  }
  return rewarded;
}

/** The demo user's points, income, withdrawals in every state and practice, on onmat and phala. */
export function seedWallet(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM wallet_accounts').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  db.transaction(() => {
    const user = demoUser(db, now);
    for (const subApp of ['onmat', 'phala'] as const) {
      const o = { userId: user.id, subApp };
      for (const [ago, delta, reason, title, kind] of pointsHistory)
        addPoints(db, o, {
          delta,
          reason,
          title,
          titleEn: pointsTitlesEn[title],
          kind,
          at: now - ago * DAY - 3 * HOUR,
        });
      let available = 0;
      let frozen = 0;
      const income = db.prepare(
        `INSERT INTO wallet_income (user_id, sub_app, kind, order_no, title, buyer, paid_amount, commission_rate, amount, state, settle_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      commissions.forEach(([ago, title, buyer, paid, rate], i) => {
        const at = now - ago * DAY - 5 * HOUR;
        const settleAt = at + SETTLE_AFTER_DAYS * DAY;
        const amount = Math.round((paid * rate) / 100);
        const settled = settleAt <= now;
        if (settled) available += amount;
        const orderNo = `${subApp === 'onmat' ? 'OM' : 'PH'}${chinaDate(at).replace(/-/g, '')}${String(310000 + i * 137)}`;
        income.run(
          user.id,
          subApp,
          'commission',
          orderNo,
          title,
          buyer,
          paid,
          rate,
          amount,
          settled ? 'settled' : 'pending',
          settleAt,
          at,
        );
      });
      for (const month of seedPractice(db, o, now)) {
        // Paid on the 1st of the next month, 10:00 China time (Date.UTC rolls month 12 into January).
        const [y, m] = month.split('-').map(Number) as [number, number];
        const paidAt = Date.UTC(y, m, 1, 2);
        income.run(user.id, subApp, 'study_reward', null, month, '', 0, 0, REWARD, 'settled', paidAt, paidAt);
        available += REWARD;
      }
      const w = db.prepare(
        `INSERT INTO withdrawals (user_id, sub_app, amount, state, payee_name, reason, created_at, processing_at, paid_at, rejected_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const [ago, amount, state] of withdrawalSeeds) {
        const at = now - ago * DAY;
        const reviewed = state === 'applied' ? null : at + 2 * HOUR;
        w.run(
          user.id,
          subApp,
          amount,
          state,
          maskName(user.name),
          state === 'rejected' ? SEED_REJECT_REASON : null,
          at,
          reviewed,
          state === 'paid' ? at + 26 * HOUR : null,
          state === 'rejected' ? at + 20 * HOUR : null,
        );
        if (state === 'paid') available -= amount;
        if (state === 'applied' || state === 'processing') {
          available -= amount;
          frozen += amount;
        }
      }
      db.prepare('INSERT INTO wallet_accounts (user_id, sub_app, available, frozen) VALUES (?, ?, ?, ?)').run(
        user.id,
        subApp,
        available,
        frozen,
      );
    }
  })();
}
