import type { PracticeDay, StudyProgress, StudyRewardRule } from '@yoga/contract';
import type { Db } from '../../db';
import type { Owner } from './points-store';

/** Practise 20 days in a calendar month and ¥30 comes back as wallet income. */
export const TARGET_DAYS = 20;
export const REWARD = 3000;

/** The business's day is China time, whatever the server's zone. */
export const chinaDate = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

export const rule = (now: number): StudyRewardRule => ({
  targetDays: TARGET_DAYS,
  reward: REWARD,
  month: chinaDate(now).slice(0, 7),
});

/**
 * A month that reached the target gets its reward as settled wallet income, once (a unique index per
 * month), checked whenever progress is read, so a day practised elsewhere is paid without a job.
 */
function payReward(db: Db, o: Owner, month: string, now: number) {
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM practice_days WHERE user_id = ? AND sub_app = ? AND date LIKE ?')
    .get(o.userId, o.subApp, `${month}-%`) as { n: number };
  if (n < TARGET_DAYS) return;
  db.transaction(() => {
    const r = db
      .prepare(
        `INSERT OR IGNORE INTO wallet_income (user_id, sub_app, kind, order_no, title, amount, state, settle_at, created_at)
         VALUES (?, ?, 'study_reward', NULL, ?, ?, 'settled', ?, ?)`,
      )
      .run(o.userId, o.subApp, month, REWARD, now, now);
    if (r.changes === 0) return;
    db.prepare('INSERT OR IGNORE INTO wallet_accounts (user_id, sub_app) VALUES (?, ?)').run(
      o.userId,
      o.subApp,
    );
    db.prepare('UPDATE wallet_accounts SET available = available + ? WHERE user_id = ? AND sub_app = ?').run(
      REWARD,
      o.userId,
      o.subApp,
    );
  })();
}

export function progress(db: Db, o: Owner, now: number, month = rule(now).month): StudyProgress {
  payReward(db, o, month, now);
  const days = db
    .prepare(
      'SELECT date, minutes, title FROM practice_days WHERE user_id = ? AND sub_app = ? AND date LIKE ? ORDER BY date',
    )
    .all(o.userId, o.subApp, `${month}-%`) as PracticeDay[];
  const recent = db
    .prepare(
      'SELECT date, minutes, title FROM practice_days WHERE user_id = ? AND sub_app = ? ORDER BY date DESC LIMIT 10',
    )
    .all(o.userId, o.subApp) as PracticeDay[];
  const rewards = db
    .prepare(
      "SELECT title, amount FROM wallet_income WHERE user_id = ? AND sub_app = ? AND kind = 'study_reward'",
    )
    .all(o.userId, o.subApp) as { title: string; amount: number }[];
  return {
    month,
    targetDays: TARGET_DAYS,
    reward: REWARD,
    days,
    rewarded: rewards.some((r) => r.title === month),
    earnedTotal: rewards.reduce((s, r) => s + r.amount, 0),
    recent,
  };
}
