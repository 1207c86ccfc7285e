import { subApps } from '@yoga/platform';
import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';
import { DEMO_COACH_NAME } from './store';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Samples a brand mails to its coaches (spu ids of its own; prices in fen). */
const SAMPLES = [
  {
    spu: 801,
    zh: '天然橡胶瑜伽垫',
    en: 'Natural rubber yoga mat',
    szh: '6 毫米厚，防滑耐磨，附背带。',
    sen: '6 mm thick, non-slip and hard-wearing, with a strap.',
    price: 26900,
  },
  {
    spu: 802,
    zh: '软木瑜伽砖（两块装）',
    en: 'Cork yoga blocks (pair)',
    szh: '天然软木，稳固不滑，适合初学者。',
    sen: 'Natural cork, steady and grippy, good for beginners.',
    price: 12800,
  },
  {
    spu: 803,
    zh: '棉质伸展带',
    en: 'Cotton stretch strap',
    szh: '2.5 米长，金属扣，帮助拉伸。',
    sen: '2.5 m long with a metal buckle, for deeper stretches.',
    price: 5900,
  },
];

const STUDENTS = [
  { name: '林晓', phone: '13912345601', days: 1, member: true },
  { name: '周雨', phone: '13712345602', days: 4, member: true },
  { name: '陈静', phone: '13612345603', days: 9, member: false },
  { name: '王敏', phone: '13512345604', days: 16, member: true },
  { name: '赵一', phone: '13812345605', days: 27, member: true },
];

/**
 * Per brand the samples; for the demo coach on each coach sub-app invited students, their earnings
 * (pending until a week after the purchase), two sample shipments and one review. Times follow the clock.
 */
export function seedCoachPromote(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM cp_samples').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const coaches = subApps.filter((s) => s.role === 'teacher');
  const brands = [...new Set(coaches.map((s) => s.brand))];
  const sample = db.prepare('INSERT INTO cp_samples VALUES (?, ?, ?, ?, ?, ?, ?)');
  const invite = db.prepare(
    'INSERT INTO cp_invites (coach_id, sub_app, student_name, student_phone, member, joined_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const earn = db.prepare(
    'INSERT INTO cp_earnings (coach_id, sub_app, invite_id, title_zh, title_en, amount, created_at, settle_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const ship = db.prepare(
    'INSERT INTO cp_shipments (coach_id, sub_app, spu_id, carrier, tracking_no, shipped_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const review = db.prepare(
    "INSERT INTO cp_reviews (coach_id, sub_app, spu_id, rating, text, photo_ids, created_at) VALUES (?, ?, ?, ?, ?, '[]', ?)",
  );
  db.transaction(() => {
    for (const brand of brands)
      for (const s of SAMPLES) sample.run(s.spu, brand, s.zh, s.en, s.szh, s.sen, s.price);
    const coachId = demoUserId(db, now);
    db.prepare('INSERT OR IGNORE INTO cp_coach_names VALUES (?, ?, ?)').run(
      coachId,
      DEMO_COACH_NAME.zh,
      DEMO_COACH_NAME.en,
    );
    coaches.forEach((sub, k) => {
      for (const s of STUDENTS) {
        const joined = now - s.days * DAY - 3 * HOUR;
        const inviteId = Number(
          invite.run(coachId, sub.id, s.name, s.phone, s.member ? 1 : 0, joined).lastInsertRowid,
        );
        if (!s.member) continue;
        const bought = joined + 2 * HOUR;
        earn.run(
          coachId,
          sub.id,
          inviteId,
          '年卡会员佣金',
          'Annual membership commission',
          5980,
          bought,
          bought + 7 * DAY,
        );
      }
      ship.run(coachId, sub.id, 801, '顺丰速运', `SF10${k}4852213`, now - 8 * DAY);
      ship.run(coachId, sub.id, 802, '中通快递', `ZT77${k}1093348`, now - 22 * HOUR);
      review.run(coachId, sub.id, 801, 5, '垫子很厚实，防滑效果很好，学员试用后都说不错。', now - 5 * DAY);
    });
  })();
}
