import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';

const DAY = 86_400_000;

/** The demo slim user's business course (id 1, as slim's links name it), another owner's (id 2), and history. */
export function seedSlimBusiness(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM slim_biz_courses').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const owner = demoUserId(db, now);
  // The second course belongs to a user nobody signs in as: the demo user is refused its data.
  const other = Number(
    db
      .prepare(
        "INSERT INTO users (phone, area_code, name, created_at) VALUES ('19900000851', '86', '轻体研习社', ?)",
      )
      .run(new Date(now).toISOString()).lastInsertRowid,
  );
  db.transaction(() => {
    const course = db.prepare(
      `INSERT INTO slim_biz_courses (id, owner_id, title_zh, title_en, summary_zh, summary_en, includes_zh, includes_en,
         seller_zh, seller_en, weeks) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    course.run(
      1,
      owner,
      '21 天体态重塑计划',
      '21-day posture reset programme',
      '为瑜伽馆和企业团队设计的三周练习计划：每天 20 分钟，配套练习手册记录体态、打卡和阶段考核。',
      'A three-week plan for studios and company teams: 20 minutes a day, with a practice handbook to log posture, check-ins and the stage assessment.',
      JSON.stringify(['21 节视频课', '练习手册（纸质）', '阶段体态考核', '教练群答疑']),
      JSON.stringify([
        '21 video lessons',
        'A printed practice handbook',
        'A stage posture assessment',
        'Coach Q&A group',
      ]),
      '轻体研习社',
      'Slim Studio',
      3,
    );
    course.run(
      2,
      other,
      '办公室肩颈放松',
      'Office neck and shoulder relief',
      '适合久坐人群的两周放松课程。',
      'A two-week relief course for people who sit all day.',
      JSON.stringify(['14 节视频课', '练习手册（纸质）']),
      JSON.stringify(['14 video lessons', 'A printed practice handbook']),
      '轻体研习社',
      'Slim Studio',
      2,
    );
    const book = db.prepare(
      `INSERT INTO slim_biz_handbooks (id, course_id, title_zh, title_en, summary_zh, summary_en, price, stock, min_qty, max_qty)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    book.run(
      1,
      1,
      '标准版手册',
      'Standard handbook',
      '练习记录 + 体态自测表',
      'Practice log and posture self-check',
      3900,
      500,
      1,
      50,
    );
    book.run(
      2,
      1,
      '教练版手册',
      'Coach handbook',
      '含带课要点与考核评分表',
      'With teaching notes and assessment sheets',
      6900,
      200,
      1,
      20,
    );
    book.run(3, 2, '标准版手册', 'Standard handbook', '练习记录', 'Practice log', 2900, 300, 1, 50);
    // Paid orders of the last weeks, so the owner's statistics have a history.
    const order = db.prepare(
      `INSERT INTO orders (order_no, user_id, sub_app, kind, ref_id, title, title_en, cover, amount, original_amount,
         points, class_time, state, created_at, pay_deadline, paid_at, detail)
       VALUES (?, ?, 'slim', 'store', ?, ?, ?, '', ?, ?, 0, NULL, 'paid', ?, ?, ?, ?)`,
    );
    const line = db.prepare(
      'INSERT INTO slim_biz_orders (order_no, handbook_id, course_id, quantity, buyer_name, buyer_phone) VALUES (?, ?, 1, ?, ?, ?)',
    );
    // Numbers 900000 + i: unique among themselves (random ones collided about once in 1,600 seeds), and
    // the cashier's own draws retry on a clash.
    for (let i = 0; i < 24; i++) {
      const at = now - (1 + ((i * 7) % 28)) * DAY - i * 3_600_000;
      const hb = i % 3 === 0 ? 2 : 1;
      const qty = 1 + (i % 5);
      const amount = qty * (hb === 2 ? 6900 : 3900);
      const no = `SL${new Date(at + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '')}${900000 + i}`;
      order.run(
        no,
        other,
        `handbook_${hb}`,
        '21 天体态重塑计划',
        '21-day posture reset programme',
        amount,
        amount,
        at,
        at + 900_000,
        at + 60_000,
        JSON.stringify({ quantity: qty, handbookId: hb }),
      );
      line.run(no, hb, qty, '李老师', '13900000000');
    }
    db.prepare(
      'INSERT INTO slim_biz_exams (id, course_id, title_zh, title_en, ends_at) VALUES (1, 1, ?, ?, ?)',
    ).run('第一阶段体态考核', 'Stage 1 posture assessment', now + 5 * DAY);
    const person = db.prepare(
      'INSERT INTO slim_biz_exam_people (exam_id, name, score, status) VALUES (1, ?, ?, ?)',
    );
    const people: [string, number | null, string][] = [
      ['王小雨', 92, 'passed'],
      ['陈思', 85, 'passed'],
      ['刘一鸣', 58, 'failed'],
      ['赵敏', 77, 'passed'],
      ['孙悦', null, 'pending'],
      ['周杰', 64, 'passed'],
      ['Emily Zhang', 49, 'failed'],
      ['吴桐', null, 'pending'],
    ];
    for (const p of people) person.run(...p);
    db.prepare(
      'INSERT INTO slim_biz_signings (teacher_id, name_zh, name_en, signed_at, agreement_no) VALUES (?, ?, ?, ?, ?)',
    ).run(7, '林静老师', 'Coach Lin Jing', now - 2 * 3_600_000, 'SLM-2026-0007');
  })();
}
