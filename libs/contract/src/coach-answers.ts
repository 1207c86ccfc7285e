import { z } from 'zod';
import { msg, page, type Endpoint } from './common';
import {
  COACH_ANSWER_AUDIO_MAX_MS,
  COACH_ANSWER_IMAGES_MAX,
  COACH_ANSWER_TEXT_MAX,
  CLASS_QA_IMAGES_MAX,
  COACH_ANSWER_PASSWORD_PATTERN,
  COACH_ANSWER_PASSWORD_TRIES,
  COACH_ANSWER_PASSWORD_WINDOW_MINUTES,
} from './codes/coach-answers';

export * from './codes/coach-answers';

/**
 * Coaches (/teacher, token of suman-teacher) answer their students' questions with text, images and
 * a voice note; the student reads the answer with the student token (suman). A question is due
 * COACH_ANSWER_DEADLINE_HOURS after it was asked; an unanswered question past it is overdue.
 * Times are ISO strings.
 */

export const coachAnswerFile = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.enum(['audio/mpeg', 'image/png', 'image/jpeg']),
  size: z.number().int(),
});

export const coachAnswer = z.object({
  id: z.number().int(),
  text: z.string(),
  images: z.array(z.object({ id: z.string(), url: z.string() })),
  audio: z.object({ id: z.string(), url: z.string(), durationMs: z.number().int() }).nullable(),
  createdAt: z.string(),
  /** Minutes after the deadline it was sent; 0 when on time. */
  lateMinutes: z.number().int(),
});

export const coachQuestionState = z.enum(['open', 'overdue', 'answered']);

export const coachQuestion = z.object({
  id: z.number().int(),
  studentName: z.string(),
  course: z.string(),
  text: z.string(),
  askedAt: z.string(),
  dueAt: z.string(),
  state: coachQuestionState,
  /** Minutes past the deadline now (unanswered) or when answered; 0 when not late. */
  lateMinutes: z.number().int(),
  answers: z.array(coachAnswer),
  /** What the student sent with a post-class answer (/suman/answer_question_new): images, a voice note. */
  images: z.array(z.object({ id: z.string(), url: z.string() })).optional(),
  audio: z.object({ id: z.string(), url: z.string(), durationMs: z.number().int() }).nullable().optional(),
});
export const coachQuestionPage = page(coachQuestion);

export const coachQuestionListQuery = z.object({
  state: z.enum(['all', 'open', 'overdue', 'answered'], msg('invalid_params')).default('all'),
});

export const coachAnswerRequest = z.object({
  text: z.string(msg('invalid_params')).trim().max(COACH_ANSWER_TEXT_MAX, msg('invalid_params')),
  imageIds: z
    .array(z.string(msg('invalid_params')).regex(/^[a-f0-9]{32}$/, msg('invalid_params')))
    .max(COACH_ANSWER_IMAGES_MAX, msg('invalid_params')),
  audioId: z
    .string(msg('invalid_params'))
    .regex(/^[a-f0-9]{32}$/, msg('invalid_params'))
    .nullable(),
  audioMs: z.number(msg('invalid_params')).int().min(0).max(COACH_ANSWER_AUDIO_MAX_MS, msg('invalid_params')),
});

/** What answering gives back: the question, and the record the coach copies to the student. */
export const coachAnswerResult = z.object({
  question: coachQuestion,
  /** The spec's answer-question record (kept under answer_question_url_data). */
  record: z.object({ id: z.string(), password: z.string() }),
});

/**
 * The answer record behind /teacher/copy_success, read back from the server by the coach who
 * answered: the number and password to send, and whom and what it answers.
 */
export const coachAnswerRecord = z.object({
  id: z.string(),
  password: z.string(),
  studentName: z.string(),
  course: z.string(),
  answeredAt: z.string(),
});

/** A student (signed in or not) opens a coach's answer with its number and password. */
export const sharedAnswerRequest = z.object({
  password: z
    .string(msg('invalid_params'))
    .trim()
    .regex(COACH_ANSWER_PASSWORD_PATTERN, msg('invalid_params')),
});

/** What the password opens: the question as the student asked it, and every answer of the coach. */
export const sharedAnswer = z.object({
  id: z.string(),
  course: z.string(),
  text: z.string(),
  askedAt: z.string(),
  answers: z.array(coachAnswer),
});

/**
 * A class the student attended (/suman post-class Q&A): the coach's post-class question (null when the
 * class has none: no_answer_image), and the student's answer as a question to the coach once sent.
 */
export const classQaClass = z.object({
  id: z.number().int(),
  course: z.string(),
  coachName: z.string(),
  classAt: z.string(),
  prompt: z.string().nullable(),
  question: coachQuestion.nullable(),
});
export const classQaClassList = z.object({ list: z.array(classQaClass) });

export const classQaAnswerRequest = coachAnswerRequest.extend({
  imageIds: z
    .array(z.string(msg('invalid_params')).regex(/^[a-f0-9]{32}$/, msg('invalid_params')))
    .max(CLASS_QA_IMAGES_MAX, msg('invalid_params')),
});

export type CoachAnswerRecord = z.infer<typeof coachAnswerRecord>;
export type SharedAnswer = z.infer<typeof sharedAnswer>;
export type SharedAnswerRequest = z.infer<typeof sharedAnswerRequest>;
export type ClassQaClass = z.infer<typeof classQaClass>;
export type ClassQaClassList = z.infer<typeof classQaClassList>;
export type ClassQaAnswerRequest = z.infer<typeof classQaAnswerRequest>;
export type CoachAnswerFile = z.infer<typeof coachAnswerFile>;
export type CoachAnswer = z.infer<typeof coachAnswer>;
export type CoachQuestion = z.infer<typeof coachQuestion>;
export type CoachQuestionPage = z.infer<typeof coachQuestionPage>;
export type CoachQuestionState = z.infer<typeof coachQuestionState>;
export type CoachAnswerRequest = z.infer<typeof coachAnswerRequest>;
export type CoachAnswerResult = z.infer<typeof coachAnswerResult>;

const coach = 'AUTHORIZE_TOKEN of suman-teacher (403; a student token: coachOnly)';
const student = 'AUTHORIZE_TOKEN of suman (403; a coach token: studentOnly)';
export const coachAnswersEndpoints: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/coach-answers/questions?subApp=&state=&page=&pageSize=',
    auth: coach,
    request: null,
    response: coachQuestionPage,
    about: 'The coach’s questions: overdue first, then open by deadline, then answered, newest first.',
  },
  {
    method: 'GET',
    path: '/api/coach-answers/questions/:id?subApp=',
    auth: coach,
    request: null,
    response: coachQuestion,
    about: 'One question of the coach with its answers (404 for an unknown or foreign id).',
  },
  {
    method: 'POST',
    path: '/api/coach-answers/questions/:id/answers?subApp=',
    auth: coach,
    request: coachAnswerRequest,
    response: coachAnswerResult,
    about: `Answers a question (text ≤ ${COACH_ANSWER_TEXT_MAX}, ≤ ${COACH_ANSWER_IMAGES_MAX} images, one voice note ≤ ${COACH_ANSWER_AUDIO_MAX_MS / 1000} s; uploads of the caller). ?followUp=1 adds to an answered question.`,
  },
  {
    method: 'GET',
    path: '/api/coach-answers/records/:id?subApp=',
    auth: coach,
    request: null,
    response: coachAnswerRecord,
    about:
      'The answer record of an answered question of the coach (copy_success): its number and password (404 for an unanswered, unknown or foreign id).',
  },
  {
    method: 'POST',
    path: '/api/coach-answers/shared/:id?subApp=',
    auth: 'none',
    request: sharedAnswerRequest,
    response: sharedAnswer,
    about: `A student opens an answer with its number and password. A wrong number or password: wrongPassword (data.triesLeft); after ${COACH_ANSWER_PASSWORD_TRIES} wrong tries in ${COACH_ANSWER_PASSWORD_WINDOW_MINUTES} minutes the answer is locked: tooManyTries (data.retryAt).`,
  },
  {
    method: 'POST',
    path: '/api/coach-answers/files?subApp=',
    auth: coach,
    request: null,
    response: coachAnswerFile,
    about: 'Multipart `file`: an mp3 voice note or a png/jpeg image, judged by its bytes.',
  },
  {
    method: 'GET',
    path: '/api/coach-answers/files/:id',
    auth: 'none',
    request: null,
    response: null,
    about: 'The uploaded bytes with their sniffed type.',
  },
  {
    method: 'GET',
    path: '/api/coach-answers/student/questions/:id?subApp=',
    auth: student,
    request: null,
    response: coachQuestion,
    about: 'The student’s own question with the coach’s answers (404 for another student’s).',
  },
  {
    method: 'GET',
    path: '/api/coach-answers/student/classes?subApp=',
    auth: student,
    request: null,
    response: classQaClassList,
    about:
      'The classes the student attended, newest first, each with the coach’s post-class question (or null) and the student’s sent answer.',
  },
  {
    method: 'GET',
    path: '/api/coach-answers/student/classes/:id?subApp=',
    auth: student,
    request: null,
    response: classQaClass,
    about: 'One class of the student (404 for another student’s).',
  },
  {
    method: 'POST',
    path: '/api/coach-answers/student/classes/:id/answer?subApp=',
    auth: student,
    request: classQaAnswerRequest,
    response: classQaClass,
    about: `Answers the class’s post-class question once (≤ ${CLASS_QA_IMAGES_MAX} images, a voice note, optional text; uploads of the caller): a question the class’s coach answers in /teacher. noClassQuestion without one, alreadySubmitted the second time.`,
  },
  {
    method: 'POST',
    path: '/api/coach-answers/student/files?subApp=',
    auth: student,
    request: null,
    response: coachAnswerFile,
    about: 'Multipart `file`: the student’s mp3 voice note or png/jpeg image, judged by its bytes.',
  },
];
