import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MATERIAL_CHUNK_BYTES, MATERIAL_CODES, uploadStart } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure, replyFailure } from '../../envelope';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { ownerOf, pagingOf, pathIdOf } from '../../request-helpers';
import {
  appendChunk,
  brandOf,
  coachClasses,
  coachHomework,
  completeUpload,
  homeworkOf,
  listRecords,
  materialsDir,
  roleOf,
  startUpload,
  uploadStateOf,
} from './store';
import { enrolInBrand } from './roster';

/** Relative to the domain's basePath (/api/materials). Coach calls refuse a student, student calls a coach. */
export function materialsRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const dir = materialsDir(db);
  const app = new Hono();
  const coach = (c: Context) => {
    const owner = ownerOf(c, ctx);
    if (roleOf(owner.subApp) !== 'teacher')
      throw new ApiFailure(MATERIAL_CODES.coachOnly, 'materials_coach_only');
    return owner;
  };
  const student = (c: Context) => {
    const owner = ownerOf(c, ctx);
    if (roleOf(owner.subApp) !== 'student')
      throw new ApiFailure(MATERIAL_CODES.studentOnly, 'materials_student_only');
    return owner;
  };
  /** Uploads serve both: a coach's material or a student's homework (roles other than these refused). */
  const either = (c: Context) => {
    const owner = ownerOf(c, ctx);
    const role = roleOf(owner.subApp);
    if (role !== 'teacher' && role !== 'student')
      throw new ApiFailure(MATERIAL_CODES.coachOnly, 'materials_coach_only');
    return owner;
  };

  app.get('/classes', (c) => send(c, compactKey, { list: coachClasses(db, coach(c), langOf(c)) }));
  app.get('/records', (c) => {
    const owner = coach(c);
    const { page, pageSize } = pagingOf(c);
    return send(c, compactKey, listRecords(db, owner, page, pageSize, langOf(c)));
  });
  app.get('/homework', (c) => send(c, compactKey, { list: coachHomework(db, coach(c), langOf(c)) }));
  app.get('/homework/:confId', (c) => {
    const owner = student(c);
    const confId = pathIdOf(c, 'confId', 'materials_not_found', MATERIAL_CODES.materialNotFound);
    return send(c, compactKey, homeworkOf(db, owner, confId, langOf(c)));
  });

  app.post('/uploads', async (c) => {
    const owner = either(c);
    const s = await readBody(c, compactKey, uploadStart);
    return send(c, compactKey, startUpload(db, owner, s, clock(), langOf(c)));
  });
  app.get('/uploads/:id', (c) => send(c, compactKey, uploadStateOf(db, either(c), c.req.param('id'))));
  app.post(
    '/uploads/:id/chunks',
    bodyLimit({
      maxSize: MATERIAL_CHUNK_BYTES + 64 * 1024,
      onError: (c) => {
        c.header('Connection', 'close');
        return replyFailure(c, new ApiFailure(413, 'body_too_large', 413));
      },
    }),
    async (c) => {
      const owner = either(c);
      const offset = Number(c.req.query('offset') ?? NaN);
      if (!Number.isInteger(offset) || offset < 0) throw new ApiFailure(400, 'invalid_params');
      if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? ''))
        throw new ApiFailure(415, 'unsupported_media_type', 415);
      const file = (await c.req.parseBody())['file'];
      if (!(file instanceof File)) throw new ApiFailure(400, 'materials_chunk_empty');
      const bytes = new Uint8Array(await file.arrayBuffer());
      return send(c, compactKey, appendChunk(db, dir, owner, c.req.param('id'), offset, bytes));
    },
  );
  app.post('/uploads/:id/complete', (c) =>
    send(c, compactKey, completeUpload(db, dir, either(c), c.req.param('id'), clock())),
  );
  return app;
}

/** Development only: puts the signed-in student on the roster of every class of their brand (e2e's fresh students). */
export function materialsDevRoutes(ctx: DomainContext): Hono {
  const { db, compactKey } = ctx;
  const app = new Hono();
  app.post('/materials/enrol', (c) => {
    const owner = ownerOf(c, ctx);
    if (roleOf(owner.subApp) !== 'student')
      throw new ApiFailure(MATERIAL_CODES.studentOnly, 'materials_student_only');
    return send(c, compactKey, { enrolled: enrolInBrand(db, owner.userId, brandOf(owner.subApp)) });
  });
  return app;
}
