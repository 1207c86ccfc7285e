import type { Db } from '../../db';
import { COACH_ANSWER_DEADLINE_HOURS } from '@yoga/contract';
import { demoUser } from '../auth/demo-user';
import { filesDir, saveFile } from './store';

const HOUR = 3_600_000;

/** What the demo student asks; hours ago it was asked (the deadline is COACH_ANSWER_DEADLINE_HOURS later). */
const QUESTIONS = [
  {
    hoursAgo: 2,
    course: ['流瑜伽进阶', 'Flow yoga, advanced'],
    text: ['下犬式时手腕很疼，是姿势不对吗？', 'My wrists hurt in downward dog. Is my form wrong?'],
  },
  {
    hoursAgo: 30,
    course: ['肩颈放松', 'Neck and shoulder release'],
    text: [
      '做完肩颈拉伸后头有点晕，正常吗？',
      'I feel a bit dizzy after the neck stretches. Is that normal?',
    ],
  },
  {
    hoursAgo: 75,
    course: ['核心力量', 'Core strength'],
    text: ['平板支撑腰会塌，怎么改善？', 'My lower back sags in plank. How do I fix it?'],
  },
  {
    hoursAgo: 6,
    course: ['流瑜伽进阶', 'Flow yoga, advanced'],
    text: [
      '呼吸总是跟不上动作，有什么练习方法？',
      'My breath cannot keep up with the moves. How can I practise?',
    ],
  },
];

/**
 * Questions of the demo student to one coach, relative to now: two open, two overdue (by 6 and
 * 51 hours), and one answered yesterday on time. Given to every coach on first sign-in (hook) and
 * to the demo number as a coach at start, so every coach sees a real inbox.
 */
export function seedQuestionsFor(db: Db, now: number, coachId: number): void {
  const has = db.prepare('SELECT 1 FROM coach_questions WHERE coach_id = ?').get(coachId);
  if (has) return;
  const student = demoUser(db, now);
  const tail = '8000';
  const insert = db.prepare(
    `INSERT INTO coach_questions (coach_id, student_id, student_zh, student_en, course_zh, course_en,
      text_zh, text_en, asked_at, due_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const q of QUESTIONS) {
      const asked = now - q.hoursAgo * HOUR;
      insert.run(
        coachId,
        student.id,
        `学员${tail}`,
        `Student ${tail}`,
        q.course[0],
        q.course[1],
        q.text[0],
        q.text[1],
        asked,
        asked + COACH_ANSWER_DEADLINE_HOURS * HOUR,
      );
    }
    const asked = now - 48 * HOUR;
    const { lastInsertRowid } = insert.run(
      coachId,
      student.id,
      `学员${tail}`,
      `Student ${tail}`,
      '冥想入门',
      'Meditation basics',
      '冥想时总走神怎么办？',
      'My mind wanders when I meditate. What should I do?',
      asked,
      asked + COACH_ANSWER_DEADLINE_HOURS * HOUR,
    );
    db.prepare(
      'INSERT INTO coach_answers (question_id, text, text_en, password, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(
      lastInsertRowid,
      '走神很正常，把注意力轻轻带回呼吸即可。',
      'Wandering is normal: gently bring your attention back to the breath.',
      '482913',
      asked + 20 * HOUR,
    );
  })();
}

const DAY = 24 * HOUR;

/**
 * A silent mp3 as the recorder makes them (MPEG-2 layer III, 24 kHz, 16 kbps, mono): 48-byte frames of
 * 576 samples (24 ms) whose side information is all zero, so a seeded voice note plays in a browser.
 */
export function silentMp3(seconds: number): Uint8Array {
  const frames = Math.ceil((seconds * 24000) / 576);
  const out = new Uint8Array(frames * 48);
  for (let f = 0; f < frames; f++) out.set([0xff, 0xf3, 0x24, 0xc4], f * 48);
  return out;
}

/** Classes a student attended (days ago, at 19:00-ish), with the coach's post-class question or none. */
const CLASSES = [
  {
    daysAgo: 1,
    course: ['流瑜伽进阶', 'Flow yoga, advanced'],
    prompt: [
      '课后作业：拍两张你下犬式的照片，并用语音说说手腕和肩膀的感受。',
      'After class: send two photos of your downward dog and tell me by voice how your wrists and shoulders feel.',
    ],
  },
  {
    daysAgo: 3,
    course: ['肩颈放松', 'Neck and shoulder release'],
    prompt: [
      '练完肩颈拉伸后，脖子转动时还有哪里紧？',
      'After the neck stretches, where does it still feel tight when you turn your head?',
    ],
  },
  {
    daysAgo: 2,
    course: ['核心力量', 'Core strength'],
    prompt: [
      '平板支撑坚持了多久？腰部有没有塌下去？',
      'How long did you hold the plank? Did your lower back sag?',
    ],
  },
  { daysAgo: 5, course: ['冥想入门', 'Meditation basics'], prompt: null },
] as const;

/**
 * Classes of one student (relative to now), taught by the demo number as suman's coach (the coach
 * the e2e and the sweeps sign in): three with a post-class question, one without. The demo student
 * has also answered the second (the coach answered it) and the third (waiting); a new student's
 * are all unanswered, so signing in never fills the coach's inbox.
 */
export function seedClassesFor(db: Db, now: number, studentId: number, answered = false): void {
  if (db.prepare('SELECT 1 FROM class_qa_classes WHERE student_id = ?').get(studentId)) return;
  const coach = demoUser(db, now);
  const student = db.prepare('SELECT name, phone FROM users WHERE id = ?').get(studentId) as
    { name: string; phone: string } | undefined;
  if (!student) return;
  const insert = db.prepare(
    `INSERT INTO class_qa_classes (student_id, coach_id, coach_zh, coach_en, course_zh, course_en,
      class_at, prompt_zh, prompt_en) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ask = db.prepare(
    `INSERT INTO coach_questions (coach_id, student_id, student_zh, student_en, course_zh, course_en,
      text_zh, text_en, asked_at, due_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const day = Math.floor(now / DAY) * DAY + 11 * HOUR; // 19:00 in China
  db.transaction(() => {
    CLASSES.forEach((c, i) => {
      const at = day - c.daysAgo * DAY;
      const { lastInsertRowid: classId } = insert.run(
        studentId,
        coach.id,
        '林教练',
        'Coach Lin',
        c.course[0],
        c.course[1],
        at,
        c.prompt?.[0] ?? null,
        c.prompt?.[1] ?? null,
      );
      if (!answered || (i !== 1 && i !== 2)) return;
      const asked = i === 1 ? at + 2 * HOUR : now - 3 * HOUR;
      const text =
        i === 1
          ? ['左边脖子更紧一些。', 'The left side of my neck is tighter.']
          : ['坚持了 40 秒，后面腰有点塌。', 'I held it for 40 seconds; my back sagged towards the end.'];
      const { lastInsertRowid: questionId } = ask.run(
        coach.id,
        studentId,
        student.name,
        `Student ${student.phone.slice(-4)}`,
        c.course[0],
        c.course[1],
        text[0],
        text[1],
        asked,
        asked + COACH_ANSWER_DEADLINE_HOURS * HOUR,
      );
      db.prepare('UPDATE class_qa_classes SET question_id = ? WHERE id = ?').run(questionId, classId);
      if (i !== 1) return;
      const voice = saveFile(db, filesDir(db), coach.id, null, silentMp3(3), now);
      db.prepare(
        'INSERT INTO coach_answers (question_id, text, text_en, audio_id, audio_ms, password, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(
        questionId,
        '左侧斜方肌偏紧，每天做三组侧颈拉伸，每组保持 30 秒。',
        'Your left trapezius is tight: do three side-neck stretches a day, holding each for 30 seconds.',
        voice.id,
        3000,
        '731604',
        asked + 5 * HOUR,
      );
    });
  })();
}

/**
 * The demo number as a coach of suman (the a11y and width sweeps sign it in), and as a student its
 * classes with post-class Q&A: classes 1 (open), 2 (answered by the coach), 3 (waiting), 4 (none).
 */
export function seedCoachAnswers(db: Db, clock: () => number): void {
  const demo = demoUser(db, clock());
  seedQuestionsFor(db, clock(), demo.id);
  seedClassesFor(db, clock(), demo.id, true);
}
