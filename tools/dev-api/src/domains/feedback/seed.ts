import type { Db } from '../../db';
import { demoUserId } from '../auth/demo-user';

/** The sub-apps whose routes show feedback tickets. */
const SUB_APPS = ['onmat', 'phala'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Seed = {
  key: string;
  category: string;
  text: string;
  en: string;
  status: 'open' | 'replied' | 'closed';
  ageMs: number;
  thread: { from: 'user' | 'support'; text: string; en: string; afterMs: number }[];
};

const SEEDS: Seed[] = [
  {
    key: 'seed-closed',
    category: 'payment',
    text: '上周买的课程包重复扣款了两次，麻烦核实一下并退回多扣的金额。',
    en: 'The class pack I bought last week was charged twice. Please check and refund the extra charge.',
    status: 'closed',
    ageMs: 12 * DAY,
    thread: [
      {
        from: 'support',
        text: '您好，已核实重复扣款，多扣的金额已原路退回，预计 1–3 个工作日到账。',
        en: 'Hello, we confirmed the double charge and refunded it to your payment method; it arrives in 1–3 working days.',
        afterMs: 5 * HOUR,
      },
      { from: 'user', text: '收到退款了，谢谢！', en: 'Got the refund, thank you!', afterMs: 2 * DAY },
      {
        from: 'support',
        text: '不客气，祝您练习愉快。此反馈已关闭。',
        en: 'You are welcome, enjoy your practice. This ticket is now closed.',
        afterMs: 2 * DAY + HOUR,
      },
    ],
  },
  {
    key: 'seed-replied',
    category: 'booking',
    text: '直播课开始后画面一直卡顿，换了网络也一样，请问怎么解决？',
    en: 'Live classes keep freezing after they start, even on another network. How can I fix it?',
    status: 'replied',
    ageMs: 3 * DAY,
    thread: [
      {
        from: 'support',
        text: '您好，建议在“我的-设置”中把清晰度调为“流畅”，并关闭其他占用网络的应用。如仍卡顿，请回复您的手机型号。',
        en: 'Hello, please set the quality to “Smooth” under Me › Settings and close other apps using the network. If it still freezes, reply with your phone model.',
        afterMs: 3 * HOUR,
      },
    ],
  },
  {
    key: 'seed-open',
    category: 'suggestion',
    text: '希望课程表能按老师筛选，这样找喜欢的老师的课更方便。',
    en: 'Please let me filter the timetable by teacher, so I can find my favourite teachers’ classes.',
    status: 'open',
    ageMs: 6 * HOUR,
    thread: [],
  },
];

/** Three tickets of the demo student on each sub-app (closed, replied, open), relative to the clock. */
export function seedFeedback(db: Db, clock: () => number): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM feedback_tickets').get() as { n: number };
  if (n > 0) return;
  const now = clock();
  const iso = (ms: number) => new Date(ms).toISOString();
  const ticket = db.prepare(
    `INSERT INTO feedback_tickets (user_id, sub_app, request_id, category, text, text_en, photo_ids, contact, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, '[]', NULL, ?, ?, ?)`,
  );
  const message = db.prepare(
    'INSERT INTO feedback_messages (ticket_id, sender, text, text_en, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    const userId = demoUserId(db, now);
    for (const subApp of SUB_APPS)
      for (const s of SEEDS) {
        const at = now - s.ageMs;
        const last = s.thread.length ? at + s.thread[s.thread.length - 1]!.afterMs : at;
        const id = Number(
          ticket.run(userId, subApp, s.key, s.category, s.text, s.en, s.status, iso(at), iso(last))
            .lastInsertRowid,
        );
        for (const m of s.thread) message.run(id, m.from, m.text, m.en, iso(at + m.afterMs));
      }
  })();
}
