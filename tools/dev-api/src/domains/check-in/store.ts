import {
  CHECK_IN_CODES,
  type CheckInActivity,
  type CheckInResult,
  type CheckInReward,
  type CheckInRules,
} from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import type { Lang } from '../../messages';
import type { Owner } from '../../request-helpers';
import { addPoints } from '../wallet/points-store';
import { addDays, businessDay, DEFAULT_ACTIVITY } from './seed';

type ActivityRow = {
  id: number;
  sub_app: string;
  title_zh: string;
  title_en: string;
  start_day: string;
  end_day: string;
  daily_points: number;
  rewards: string;
  rules_zh: string;
  rules_en: string;
};

/** The sub-app's activity of that id; another sub-app's reads as missing. */
function activityRow(db: Db, subApp: string, id: number): ActivityRow {
  const row = db.prepare('SELECT * FROM check_in_activities WHERE id = ? AND sub_app = ?').get(id, subApp) as
    ActivityRow | undefined;
  if (!row) throw new ApiFailure(CHECK_IN_CODES.activityNotFound, 'check_in_activity_not_found');
  return row;
}

const stateOf = (a: ActivityRow, today: string): CheckInActivity['state'] =>
  today < a.start_day ? 'upcoming' : today > a.end_day ? 'ended' : 'open';

const daysOf = (db: Db, activityId: number, userId: number) =>
  (
    db
      .prepare('SELECT day FROM check_ins WHERE activity_id = ? AND user_id = ? ORDER BY day')
      .all(activityId, userId) as { day: string }[]
  ).map((r) => r.day);

/** Days in a row ending at `last` (inclusive) among `days`. */
function runEndingAt(days: Set<string>, last: string): number {
  let n = 0;
  for (let d = last; days.has(d); d = addDays(d, -1)) n++;
  return n;
}

/** The activity, its state on the clock's business day and, for a signed-in caller, their days and streak. */
export function getActivity(
  db: Db,
  now: number,
  subApp: string,
  id: number,
  userId: number | null,
  lang: Lang,
): CheckInActivity {
  const a = activityRow(db, subApp, id);
  const today = businessDay(now);
  let viewer: CheckInActivity['viewer'] = null;
  if (userId !== null) {
    const days = daysOf(db, id, userId);
    const set = new Set(days);
    const checkedToday = set.has(today);
    viewer = { days, checkedToday, streak: runEndingAt(set, checkedToday ? today : addDays(today, -1)) };
  }
  return {
    id: a.id,
    title: lang === 'en' ? a.title_en : a.title_zh,
    startDay: a.start_day,
    endDay: a.end_day,
    today,
    state: stateOf(a, today),
    dailyPoints: a.daily_points,
    rewards: JSON.parse(a.rewards) as CheckInReward[],
    viewer,
  };
}

/**
 * Checks the owner in for the clock's business day: the UNIQUE (activity, user, day) key refuses a
 * second one (a race included, as the insert is the check); the daily points and a streak reward
 * reached today go into the points ledger in the same transaction.
 */
export function checkIn(db: Db, now: number, owner: Owner, id: number): CheckInResult {
  const a = activityRow(db, owner.subApp, id);
  const today = businessDay(now);
  const state = stateOf(a, today);
  if (state === 'upcoming') throw new ApiFailure(CHECK_IN_CODES.notStarted, 'check_in_not_started');
  if (state === 'ended') throw new ApiFailure(CHECK_IN_CODES.ended, 'check_in_ended');
  return db.transaction((): CheckInResult => {
    const days = new Set(daysOf(db, id, owner.userId));
    if (days.has(today)) throw new ApiFailure(CHECK_IN_CODES.alreadyToday, 'check_in_already_today');
    const streak = runEndingAt(days, addDays(today, -1)) + 1;
    const rewards = JSON.parse(a.rewards) as CheckInReward[];
    const bonus = rewards.find((r) => r.days === streak)?.points ?? 0;
    const points = a.daily_points + bonus;
    const inserted = db
      .prepare(
        'INSERT OR IGNORE INTO check_ins (activity_id, user_id, day, streak, points, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(id, owner.userId, today, streak, points, now);
    if (inserted.changes === 0) throw new ApiFailure(CHECK_IN_CODES.alreadyToday, 'check_in_already_today');
    if (points > 0)
      addPoints(db, owner, {
        delta: points,
        reason: 'checkin',
        title: a.title_zh,
        titleEn: a.title_en,
        at: now,
      });
    return { day: today, streak, points, bonus };
  })();
}

/** The rules of the activity (the sub-app's current one without an id) in the caller's language. */
export function getRules(db: Db, subApp: string, id: number | undefined, lang: Lang): CheckInRules {
  const a = activityRow(db, subApp, id ?? DEFAULT_ACTIVITY[subApp] ?? 0);
  return {
    activityId: a.id,
    title: lang === 'en' ? a.title_en : a.title_zh,
    rules: JSON.parse(lang === 'en' ? a.rules_en : a.rules_zh) as string[],
  };
}

/** Dev only: the owner's check-in for the business day before the clock's (no points), as if made then. */
export function checkInYesterday(db: Db, now: number, owner: Owner, id: number): { day: string } {
  activityRow(db, owner.subApp, id);
  const day = addDays(businessDay(now), -1);
  db.prepare(
    'INSERT OR IGNORE INTO check_ins (activity_id, user_id, day, streak, points, created_at) VALUES (?, ?, ?, 0, 0, ?)',
  ).run(id, owner.userId, day, now - 86_400_000);
  return { day };
}
