import type { Db } from '../../db';
import { atChinaHour, seasonName, seasonOf } from '../../china-time';
import { demoUser } from '../auth/demo-user';

const DAY = 86_400_000;

/**
 * Relative to today, at daytime hours in China: one upcoming camp with seats, one full workshop (its
 * seats taken by coaches outside the stand-in), one ended workshop, and a roomy open day later on
 * (the e2e journey signs up there, so the camp's few seats stay as the sweeps and other tests see
 * them). The camp and the open day are named for the season they fall in. The demo coach attended
 * the ended one (so did a test's number given a history), so its feedback screen is real.
 */
export function seedCoachEvents(db: Db, clock: () => number): void {
  if ((db.prepare('SELECT COUNT(*) AS n FROM coach_events').get() as { n: number }).n > 0) return;
  const now = clock();
  const insert = db.prepare(
    `INSERT INTO coach_events (title_zh, title_en, kind_zh, kind_en, rules_zh, rules_en, place_zh, place_en,
      starts_at, ends_at, seats, taken_elsewhere) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const rules = (zh: string[], en: string[]) => [JSON.stringify(zh), JSON.stringify(en)];
  const at = (days: number, hour: number, minute = 0) => atChinaHour(now, days, hour, minute);
  const camp = seasonName[seasonOf(at(10, 9))];
  const openDay = seasonName[seasonOf(at(20, 10))];
  insert.run(
    `${camp.zh}教练训练营`,
    `${camp.en} coach training camp`,
    '训练营',
    'Training camp',
    ...rules(
      ['需持有素漫教练认证', '请提前15分钟签到', '开课前可随时取消'],
      [
        'A suman coach certificate is required',
        'Check in 15 minutes early',
        'You can cancel any time before it starts',
      ],
    ),
    '上海静安区素漫旗舰馆',
    'suman flagship studio, Jing’an, Shanghai',
    at(10, 9),
    at(10, 15),
    20,
    12,
  );
  insert.run(
    '阴瑜伽教学工作坊',
    'Yin yoga teaching workshop',
    '工作坊',
    'Workshop',
    ...rules(
      ['每位教练限报一次', '名额有限，先到先得'],
      ['One seat per coach', 'Limited seats, first come first served'],
    ),
    '北京朝阳区素漫馆',
    'Suman Yoga studio, Chaoyang, Beijing',
    at(5, 14),
    at(5, 17),
    8,
    8,
  );
  insert.run(
    '体式调整进阶工作坊',
    'Advanced adjustments workshop',
    '工作坊',
    'Workshop',
    ...rules(['结束后可评价一次'], ['Feedback once after it ends']),
    '杭州西湖区素漫馆',
    'Suman Yoga studio, Xihu, Hangzhou',
    at(-7, 13, 30),
    at(-7, 17, 30),
    16,
    10,
  );
  insert.run(
    `${openDay.zh}教学开放日`,
    `${openDay.en} teaching open day`,
    '开放日',
    'Open day',
    ...rules(
      ['面向全体素漫教练', '开始前可随时取消', '请携带教练证'],
      ['Open to every suman coach', 'You can cancel any time before it starts', 'Bring your coach card'],
    ),
    '深圳南山区素漫馆',
    'Suman Yoga studio, Nanshan, Shenzhen',
    at(20, 10),
    at(20, 15),
    500,
    0,
  );
  attendEnded(db, now, demoUser(db, now).id);
}

/** Signs a coach up for the ended workshop (what "attended" means here); once. */
export function attendEnded(db: Db, now: number, userId: number): void {
  const ended = db.prepare('SELECT id FROM coach_events WHERE ends_at < ? ORDER BY id LIMIT 1').get(now) as
    { id: number } | undefined;
  if (ended)
    db.prepare(
      'INSERT OR IGNORE INTO coach_event_signups (event_id, user_id, created_at) VALUES (?, ?, ?)',
    ).run(ended.id, userId, now - 8 * DAY);
}
