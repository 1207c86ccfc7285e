import type { Db } from '../../db';
import { COACH_ANSWER_DEADLINE_HOURS } from '@yoga/contract';
import { demoUser } from '../auth/demo-user';

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

/** The demo number as a coach of suman (the a11y and width sweeps sign it in). */
export function seedCoachAnswers(db: Db, clock: () => number): void {
  seedQuestionsFor(db, clock(), demoUser(db, clock()).id);
}
