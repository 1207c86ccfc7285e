import type { Db } from '../../db';

const DAY = 86_400_000;
/** The business's calendar day (China time, UTC+8 without summer time) of an instant. */
export const businessDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
/** The business day `n` days after `day` (n may be negative). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

const rewards = JSON.stringify([
  { days: 3, points: 10 },
  { days: 7, points: 30 },
]);
const rulesZh = (daily: number) => [
  `活动期间每天可签到一次，每次签到获得 ${daily} 积分。`,
  '连续签到 3 天额外奖励 10 积分，连续签到 7 天额外奖励 30 积分；中断后重新计算连续天数。',
  '签到日期以北京时间为准。',
  '积分可在下单时抵扣，明细见“我的积分”。',
];
const rulesEn = (daily: number) => [
  `Check in once a day during the activity; each check-in earns ${daily} points.`,
  'Checking in 3 days in a row earns 10 more points, 7 days in a row 30 more; a missed day starts the count again.',
  'Days are counted in China time.',
  'Points can be used when you pay an order; see My points for every line.',
];

/** id, sub-app, titles, first and last day relative to today, points per check-in. */
type ActivitySeed = [number, string, string, string, number, number, number];
export const activitySeeds: ActivitySeed[] = [
  [1, 'onmat', '每日签到领积分', 'Daily check-in for points', -10, 20, 5],
  [2, 'onmat', '上月签到活动', 'Last month’s check-in', -40, -11, 5],
  [3, 'onmat', '新年签到活动', 'New Year check-in', 30, 60, 5],
  [11, 'phala', '每日签到领积分', 'Daily check-in for points', -10, 20, 5],
  [12, 'phala', '上月签到活动', 'Last month’s check-in', -40, -11, 5],
  [13, 'phala', '新年签到活动', 'New Year check-in', 30, 60, 5],
];
/** The sub-app's current activity: what the rules page shows without an id. */
export const DEFAULT_ACTIVITY: Record<string, number> = { onmat: 1, phala: 11 };

/** The activities, once into an empty table; periods around the clock's business day. */
export function seedCheckIn(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM check_in_activities').get() as { n: number };
  if (n > 0) return;
  const today = businessDay(clock());
  const insert = db.prepare(
    `INSERT INTO check_in_activities (id, sub_app, title_zh, title_en, start_day, end_day, daily_points, rewards, rules_zh, rules_en)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const [id, subApp, zh, en, from, to, daily] of activitySeeds)
      insert.run(
        id,
        subApp,
        zh,
        en,
        addDays(today, from),
        addDays(today, to),
        daily,
        rewards,
        JSON.stringify(rulesZh(daily)),
        JSON.stringify(rulesEn(daily)),
      );
  })();
}
