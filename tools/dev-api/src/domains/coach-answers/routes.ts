import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  COACH_ANSWER_CODES,
  COACH_ANSWER_FILE_MAX_BYTES,
  coachAnswerRequest,
  coachQuestionListQuery,
  classQaAnswerRequest,
  sharedAnswerRequest,
} from '@yoga/contract';
import { subApps } from '@yoga/platform';
import type { DomainContext } from '../../domain';
import { ApiFailure, replyFailure } from '../../envelope';
import type { DomainEvents, Hooks } from '../../events';
import { langOf } from '../../messages';
import { readBody, readQuery, send } from '../../request';
import { ownerOf, pagingOf, pathIdOf, subAppOf, type Owner } from '../../request-helpers';
import { seedClassesFor, seedQuestionsFor } from './seed';
import { answerRecord, openSharedAnswer } from './shared-answers';
import {
  answerQuestion,
  coachQuestion,
  filesDir,
  listQuestions,
  readFile,
  saveFile,
  studentClass,
  studentClasses,
  studentQuestion,
  submitClassAnswer,
} from './store';

const roleOf = (subApp: string) => subApps.find((s) => s.id === subApp)?.role;

/**
 * An account given a history (the demo number at start, a test's number by POST /__dev/history)
 * has questions of the demo student as a coach and attended classes with post-class questions as a
 * student. Never on sign-in: a new coach has no students yet, a new student no classes.
 */
function seedHistory(e: DomainEvents['account.history']): void {
  seedQuestionsFor(e.db, e.clock(), e.userId);
  seedClassesFor(e.db, e.clock(), e.userId);
}
export const coachAnswersHooks: Hooks = { 'account.history': seedHistory };

/** Mounted at /api/coach-answers: coach calls need the suman coach token, student calls the student one. */
export function coachAnswersRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const dir = filesDir(db);
  const app = new Hono();

  const coach = (c: Context): Owner => {
    const owner = ownerOf(c, ctx);
    if (owner.subApp !== 'suman-teacher')
      throw new ApiFailure(COACH_ANSWER_CODES.coachOnly, 'coach_answers_coach_only');
    return owner;
  };
  const student = (c: Context): Owner => {
    const owner = ownerOf(c, ctx);
    if (roleOf(owner.subApp) !== 'student' || owner.subApp !== 'suman')
      throw new ApiFailure(COACH_ANSWER_CODES.studentOnly, 'coach_answers_student_only');
    return owner;
  };
  const questionId = (c: Context) => pathIdOf(c, 'id', 'coach_answers_not_found');

  app.get('/questions', (c) => {
    const { userId } = coach(c);
    const { state } = readQuery(c, coachQuestionListQuery);
    const { page, pageSize } = pagingOf(c);
    return send(c, compactKey, listQuestions(db, userId, state, page, pageSize, clock(), langOf(c)));
  });

  app.get('/questions/:id', (c) => {
    const { userId } = coach(c);
    return send(c, compactKey, coachQuestion(db, userId, questionId(c), clock(), langOf(c)));
  });

  app.post('/questions/:id/answers', async (c) => {
    const { userId } = coach(c);
    const id = questionId(c);
    const body = await readBody(c, compactKey, coachAnswerRequest);
    const followUp = c.req.query('followUp') === '1';
    return send(c, compactKey, answerQuestion(db, userId, id, body, followUp, clock(), langOf(c)));
  });

  app.get('/records/:id', (c) => {
    const { userId } = coach(c);
    return send(c, compactKey, answerRecord(db, userId, questionId(c), clock(), langOf(c)));
  });

  // Signed in or not: the number and the password are the key. Only the student sub-app reads it.
  app.post('/shared/:id', async (c) => {
    if (subAppOf(c) !== 'suman')
      throw new ApiFailure(COACH_ANSWER_CODES.studentOnly, 'coach_answers_student_only');
    const id = pathIdOf(c, 'id', 'coach_answers_not_found');
    const { password } = await readBody(c, compactKey, sharedAnswerRequest);
    return send(c, compactKey, openSharedAnswer(db, id, password, clock(), langOf(c)));
  });

  const uploadLimit = () =>
    bodyLimit({
      maxSize: COACH_ANSWER_FILE_MAX_BYTES + 64 * 1024,
      onError: (c) => {
        c.header('Connection', 'close');
        return replyFailure(
          c,
          new ApiFailure(COACH_ANSWER_CODES.fileTooLarge, 'coach_answers_file_too_large', 413, {
            mb: COACH_ANSWER_FILE_MAX_BYTES / 1024 / 1024,
          }),
        );
      },
    });
  const upload = (who: (c: Context) => Owner) => async (c: Context) => {
    const { userId } = who(c);
    if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? ''))
      throw new ApiFailure(415, 'unsupported_media_type', 415);
    const file = (await c.req.parseBody())['file'];
    if (!(file instanceof File)) throw new ApiFailure(400, 'coach_answers_file_empty');
    return send(
      c,
      compactKey,
      saveFile(db, dir, userId, c.req.path, new Uint8Array(await file.arrayBuffer()), clock()),
    );
  };
  app.post('/files', uploadLimit(), upload(coach));
  app.post('/student/files', uploadLimit(), upload(student));

  app.get('/files/:id', (c) => {
    const found = readFile(db, dir, c.req.param('id'));
    if (!found) throw new ApiFailure(404, 'coach_answers_not_found', 404);
    return c.body(new Uint8Array(found.bytes), 200, {
      'Content-Type': found.contentType,
      'Content-Length': String(found.bytes.byteLength),
      'Accept-Ranges': 'none',
    });
  });

  app.get('/student/questions/:id', (c) => {
    const { userId } = student(c);
    return send(c, compactKey, studentQuestion(db, userId, questionId(c), clock(), langOf(c)));
  });

  const classId = (c: Context) => pathIdOf(c, 'id', 'coach_answers_class_not_found');
  app.get('/student/classes', (c) => {
    const { userId } = student(c);
    return send(c, compactKey, studentClasses(db, userId, clock(), langOf(c)));
  });
  app.get('/student/classes/:id', (c) => {
    const { userId } = student(c);
    return send(c, compactKey, studentClass(db, userId, classId(c), clock(), langOf(c)));
  });
  app.post('/student/classes/:id/answer', async (c) => {
    const { userId } = student(c);
    const id = classId(c);
    const body = await readBody(c, compactKey, classQaAnswerRequest);
    return send(c, compactKey, submitClassAnswer(db, userId, id, body, clock(), langOf(c)));
  });
  return app;
}
