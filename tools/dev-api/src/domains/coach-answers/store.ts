import { randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  COACH_ANSWER_CODES,
  COACH_ANSWER_DEADLINE_HOURS,
  COACH_ANSWER_FILE_MAX_BYTES,
  type ClassQaAnswerRequest,
  type ClassQaClass,
  type ClassQaClassList,
  type CoachAnswer,
  type CoachAnswerFile,
  type CoachAnswerRequest,
  type CoachAnswerResult,
  type CoachQuestion,
  type CoachQuestionPage,
} from '@yoga/contract';
import type { Db } from '../../db';
import { ApiFailure } from '../../envelope';
import { takeUploadQuota } from '../evaluations/upload-limits';
import type { Lang } from '../../messages';

/** Where answer files are served (multipart uploads to it pass app.ts's JSON-only rule). */
export const COACH_ANSWER_FILES_PATH = '/api/coach-answers/files';
/** Where a student uploads a post-class answer's images and voice note (multipart too). */
export const CLASS_QA_FILES_PATH = '/api/coach-answers/student/files';
const MINUTE = 60_000;

const notFound = () => new ApiFailure(404, 'coach_answers_not_found');

export interface QuestionRow {
  id: number;
  student_id: number;
  student_zh: string;
  student_en: string;
  course_zh: string;
  course_en: string;
  text_zh: string;
  text_en: string;
  asked_at: number;
  due_at: number;
  image_ids: string;
  audio_id: string | null;
  audio_ms: number;
}
interface AnswerRow {
  id: number;
  text: string;
  text_en: string | null;
  image_ids: string;
  audio_id: string | null;
  audio_ms: number;
  password: string;
  created_at: number;
}

const lateBy = (due: number, at: number) => Math.max(0, Math.floor((at - due) / MINUTE));
const fileUrl = (id: string) => `${COACH_ANSWER_FILES_PATH}/${id}`;

function answersOf(db: Db, q: QuestionRow, lang: Lang): CoachAnswer[] {
  const rows = db
    .prepare('SELECT * FROM coach_answers WHERE question_id = ? ORDER BY id')
    .all(q.id) as AnswerRow[];
  return rows.map((a) => ({
    id: a.id,
    // Seeded answers carry an English text too; a coach's own answer is in the coach's words.
    text: (lang === 'en' && a.text_en) || a.text,
    images: (JSON.parse(a.image_ids) as string[]).map((id) => ({ id, url: fileUrl(id) })),
    audio: a.audio_id ? { id: a.audio_id, url: fileUrl(a.audio_id), durationMs: a.audio_ms } : null,
    createdAt: new Date(a.created_at).toISOString(),
    lateMinutes: lateBy(q.due_at, a.created_at),
  }));
}

export function view(db: Db, q: QuestionRow, now: number, lang: Lang): CoachQuestion {
  const answers = answersOf(db, q, lang);
  const first = answers[0];
  const answeredAt = first ? Date.parse(first.createdAt) : null;
  const state = answeredAt !== null ? 'answered' : now > q.due_at ? 'overdue' : 'open';
  return {
    id: q.id,
    studentName: lang === 'en' ? q.student_en : q.student_zh,
    course: lang === 'en' ? q.course_en : q.course_zh,
    text: lang === 'en' ? q.text_en : q.text_zh,
    askedAt: new Date(q.asked_at).toISOString(),
    dueAt: new Date(q.due_at).toISOString(),
    state,
    lateMinutes: lateBy(q.due_at, answeredAt ?? now),
    answers,
    images: (JSON.parse(q.image_ids) as string[]).map((id) => ({ id, url: fileUrl(id) })),
    audio: q.audio_id ? { id: q.audio_id, url: fileUrl(q.audio_id), durationMs: q.audio_ms } : null,
  };
}

const ORDER: Record<CoachQuestion['state'], number> = { overdue: 0, open: 1, answered: 2 };

/** The coach's questions: overdue first (longest late first), then open by deadline, then answered. */
export function listQuestions(
  db: Db,
  coachId: number,
  filter: 'all' | CoachQuestion['state'],
  page: number,
  pageSize: number,
  now: number,
  lang: Lang,
): CoachQuestionPage {
  const rows = db.prepare('SELECT * FROM coach_questions WHERE coach_id = ?').all(coachId) as QuestionRow[];
  const all = rows
    .map((q) => view(db, q, now, lang))
    .filter((q) => filter === 'all' || q.state === filter)
    .sort((a, b) =>
      ORDER[a.state] !== ORDER[b.state]
        ? ORDER[a.state] - ORDER[b.state]
        : a.state === 'answered'
          ? b.askedAt.localeCompare(a.askedAt)
          : a.dueAt.localeCompare(b.dueAt),
    );
  return { list: all.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: all.length };
}

function row(db: Db, id: number, who: 'coach_id' | 'student_id', userId: number): QuestionRow {
  const q = db.prepare(`SELECT * FROM coach_questions WHERE id = ? AND ${who} = ?`).get(id, userId) as
    QuestionRow | undefined;
  if (!q) throw notFound();
  return q;
}

export const coachQuestion = (db: Db, coachId: number, id: number, now: number, lang: Lang) =>
  view(db, row(db, id, 'coach_id', coachId), now, lang);

export const studentQuestion = (db: Db, studentId: number, id: number, now: number, lang: Lang) =>
  view(db, row(db, id, 'student_id', studentId), now, lang);

/** Checks that a file is the caller's own and of the kind named; the upload's id otherwise refused. */
function ownFile(db: Db, userId: number, id: string, kind: 'audio' | 'image'): void {
  const f = db
    .prepare('SELECT content_type FROM coach_answer_files WHERE id = ? AND user_id = ?')
    .get(id, userId) as { content_type: string } | undefined;
  if (!f || !f.content_type.startsWith(kind))
    throw new ApiFailure(COACH_ANSWER_CODES.badFile, 'coach_answers_bad_file');
}

/** Sends an answer; a first answer only once, a follow-up (answer_question_new2) only after it. */
export function answerQuestion(
  db: Db,
  coachId: number,
  id: number,
  body: CoachAnswerRequest,
  followUp: boolean,
  now: number,
  lang: Lang,
): CoachAnswerResult {
  const q = row(db, id, 'coach_id', coachId);
  const answered = db
    .prepare('SELECT password FROM coach_answers WHERE question_id = ? ORDER BY id')
    .get(id) as { password: string } | undefined;
  if (answered && !followUp)
    throw new ApiFailure(COACH_ANSWER_CODES.alreadyAnswered, 'coach_answers_already_answered');
  if (!body.text && body.imageIds.length === 0 && !body.audioId)
    throw new ApiFailure(COACH_ANSWER_CODES.emptyAnswer, 'coach_answers_empty');
  for (const img of body.imageIds) ownFile(db, coachId, img, 'image');
  if (body.audioId) ownFile(db, coachId, body.audioId, 'audio');
  // One password per question: the student keeps the one they were sent for every follow-up.
  const password = answered?.password ?? String(randomInt(100000, 1000000));
  db.prepare(
    'INSERT INTO coach_answers (question_id, text, image_ids, audio_id, audio_ms, password, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    id,
    body.text,
    JSON.stringify(body.imageIds),
    body.audioId,
    body.audioId ? body.audioMs : 0,
    password,
    now,
  );
  return { question: view(db, q, now, lang), record: { id: String(id), password } };
}

/** The type the bytes say: mp3 (ID3 tag or a frame sync), png or jpeg; null for anything else. */
export function sniffAnswerFile(b: Uint8Array): CoachAnswerFile['contentType'] | null {
  const at = (i: number, ...xs: number[]) => xs.every((x, k) => b[i + k] === x);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x49, 0x44, 0x33)) return 'audio/mpeg';
  if (b.length > 1 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) return 'audio/mpeg';
  return null;
}

export function filesDir(db: Db): string {
  const dir =
    db.name === ':memory:' || db.name === ''
      ? mkdtempSync(path.join(os.tmpdir(), 'dev-api-coach-answers-'))
      : path.join(path.dirname(db.name), 'coach-answers');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function saveFile(
  db: Db,
  dir: string,
  userId: number,
  /** The path it came through, counted in the user's upload quota; null for the seed's own files. */
  uploadPath: string | null,
  bytes: Uint8Array,
  now: number,
): CoachAnswerFile {
  if (bytes.byteLength === 0) throw new ApiFailure(400, 'coach_answers_file_empty');
  if (bytes.byteLength > COACH_ANSWER_FILE_MAX_BYTES)
    throw new ApiFailure(COACH_ANSWER_CODES.fileTooLarge, 'coach_answers_file_too_large', 200, {
      mb: COACH_ANSWER_FILE_MAX_BYTES / 1024 / 1024,
    });
  const contentType = sniffAnswerFile(bytes);
  if (!contentType) throw new ApiFailure(COACH_ANSWER_CODES.badFileType, 'coach_answers_bad_file_type');
  if (uploadPath !== null) takeUploadQuota(db, userId, uploadPath, bytes.byteLength, now);
  const id = randomBytes(16).toString('hex');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, id), bytes);
  db.prepare(
    'INSERT INTO coach_answer_files (id, user_id, content_type, size, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(id, userId, contentType, bytes.byteLength, now);
  return { id, url: fileUrl(id), contentType, size: bytes.byteLength };
}

export function readFile(db: Db, dir: string, id: string): { contentType: string; bytes: Buffer } | null {
  if (!/^[a-f0-9]{32}$/.test(id)) return null;
  const r = db.prepare('SELECT content_type FROM coach_answer_files WHERE id = ?').get(id) as
    { content_type: string } | undefined;
  if (!r) return null;
  try {
    return { contentType: r.content_type, bytes: readFileSync(path.join(dir, id)) };
  } catch {
    return null;
  }
}

interface ClassRow {
  id: number;
  student_id: number;
  coach_id: number;
  coach_zh: string;
  coach_en: string;
  course_zh: string;
  course_en: string;
  class_at: number;
  prompt_zh: string | null;
  prompt_en: string | null;
  question_id: number | null;
}

function classView(db: Db, c: ClassRow, now: number, lang: Lang): ClassQaClass {
  const q = c.question_id
    ? (db.prepare('SELECT * FROM coach_questions WHERE id = ?').get(c.question_id) as QuestionRow)
    : null;
  return {
    id: c.id,
    course: lang === 'en' ? c.course_en : c.course_zh,
    coachName: lang === 'en' ? c.coach_en : c.coach_zh,
    classAt: new Date(c.class_at).toISOString(),
    prompt: (lang === 'en' ? c.prompt_en : c.prompt_zh) ?? null,
    question: q ? view(db, q, now, lang) : null,
  };
}

function classRow(db: Db, studentId: number, id: number): ClassRow {
  const c = db
    .prepare('SELECT * FROM class_qa_classes WHERE id = ? AND student_id = ?')
    .get(id, studentId) as ClassRow | undefined;
  if (!c) throw new ApiFailure(404, 'coach_answers_class_not_found');
  return c;
}

/** The classes the student attended, newest first. */
export function studentClasses(db: Db, studentId: number, now: number, lang: Lang): ClassQaClassList {
  const rows = db
    .prepare('SELECT * FROM class_qa_classes WHERE student_id = ? ORDER BY class_at DESC, id DESC')
    .all(studentId) as ClassRow[];
  return { list: rows.map((c) => classView(db, c, now, lang)) };
}

export const studentClass = (db: Db, studentId: number, id: number, now: number, lang: Lang) =>
  classView(db, classRow(db, studentId, id), now, lang);

/**
 * The student answers the coach's post-class question once: the answer becomes a question in the
 * coach's inbox (due COACH_ANSWER_DEADLINE_HOURS later), carrying the student's images and voice.
 */
export function submitClassAnswer(
  db: Db,
  studentId: number,
  id: number,
  body: ClassQaAnswerRequest,
  now: number,
  lang: Lang,
): ClassQaClass {
  const c = classRow(db, studentId, id);
  if (!c.prompt_zh)
    throw new ApiFailure(COACH_ANSWER_CODES.noClassQuestion, 'coach_answers_no_class_question');
  if (c.question_id)
    throw new ApiFailure(COACH_ANSWER_CODES.alreadySubmitted, 'coach_answers_already_submitted');
  if (!body.text && body.imageIds.length === 0 && !body.audioId)
    throw new ApiFailure(COACH_ANSWER_CODES.emptyAnswer, 'coach_answers_empty');
  for (const img of body.imageIds) ownFile(db, studentId, img, 'image');
  if (body.audioId) ownFile(db, studentId, body.audioId, 'audio');
  const student = db.prepare('SELECT name, phone FROM users WHERE id = ?').get(studentId) as {
    name: string;
    phone: string;
  };
  db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO coach_questions (coach_id, student_id, student_zh, student_en, course_zh, course_en,
          text_zh, text_en, asked_at, due_at, image_ids, audio_id, audio_ms)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        c.coach_id,
        studentId,
        student.name,
        `Student ${student.phone.slice(-4)}`,
        c.course_zh,
        c.course_en,
        body.text || c.prompt_zh,
        body.text || c.prompt_en || c.prompt_zh,
        now,
        now + COACH_ANSWER_DEADLINE_HOURS * 3_600_000,
        JSON.stringify(body.imageIds),
        body.audioId,
        body.audioId ? body.audioMs : 0,
      );
    db.prepare('UPDATE class_qa_classes SET question_id = ? WHERE id = ?').run(lastInsertRowid, c.id);
  })();
  return studentClass(db, studentId, id, now, lang);
}
