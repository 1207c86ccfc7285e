import type { Migration } from '../../domain';

/**
 * Questions of students to their coach (zh and en text so either language reads naturally), the
 * coach's answers, and the answer files (voice notes and images, bytes on disk named by id).
 */
export const coachAnswersMigrations: Migration[] = [
  {
    name: 'coach-answers-001-create',
    sql: `CREATE TABLE coach_questions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      coach_id INTEGER NOT NULL REFERENCES users(id),
      student_id INTEGER NOT NULL REFERENCES users(id),
      student_zh TEXT NOT NULL,
      student_en TEXT NOT NULL,
      course_zh TEXT NOT NULL,
      course_en TEXT NOT NULL,
      text_zh TEXT NOT NULL,
      text_en TEXT NOT NULL,
      asked_at INTEGER NOT NULL,
      due_at INTEGER NOT NULL);
    CREATE INDEX coach_questions_coach ON coach_questions (coach_id, due_at);
    CREATE TABLE coach_answers (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      question_id INTEGER NOT NULL REFERENCES coach_questions(id),
      text TEXT NOT NULL,
      text_en TEXT,
      image_ids TEXT NOT NULL DEFAULT '[]',
      audio_id TEXT,
      audio_ms INTEGER NOT NULL DEFAULT 0,
      password TEXT NOT NULL,
      created_at INTEGER NOT NULL);
    CREATE INDEX coach_answers_question ON coach_answers (question_id, id);
    CREATE TABLE coach_answer_files (
      id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id),
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      created_at INTEGER NOT NULL);`,
  },
  {
    // Post-class Q&A of /suman: the classes a student attended, each with the coach's question
    // after class (null: none); the student's answer becomes a coach_questions row with its files.
    name: 'coach-answers-002-class-qa',
    sql: `CREATE TABLE class_qa_classes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      student_id INTEGER NOT NULL REFERENCES users(id),
      coach_id INTEGER NOT NULL REFERENCES users(id),
      coach_zh TEXT NOT NULL,
      coach_en TEXT NOT NULL,
      course_zh TEXT NOT NULL,
      course_en TEXT NOT NULL,
      class_at INTEGER NOT NULL,
      prompt_zh TEXT,
      prompt_en TEXT,
      question_id INTEGER REFERENCES coach_questions(id));
    CREATE INDEX class_qa_classes_student ON class_qa_classes (student_id, class_at);
    ALTER TABLE coach_questions ADD COLUMN image_ids TEXT NOT NULL DEFAULT '[]';
    ALTER TABLE coach_questions ADD COLUMN audio_id TEXT;
    ALTER TABLE coach_questions ADD COLUMN audio_ms INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    // Wrong passwords for a shared answer (/suman/view_answer), per question: the lock counts them
    // over a sliding window, for signed-in and signed-out students alike.
    name: 'coach-answers-003-password-tries',
    sql: `CREATE TABLE coach_answer_tries (
      question_id INTEGER NOT NULL,
      at INTEGER NOT NULL);
    CREATE INDEX coach_answer_tries_question ON coach_answer_tries (question_id, at);`,
  },
];
