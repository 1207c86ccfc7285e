import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { evaluationRequest, orderNo } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure, replyFailure } from '../../envelope';
import { parseOrFail, readBody, send } from '../../request';
import { ownerOf } from '../../request-helpers';
import { createEvaluation, getEvaluation } from './store';
import { scheduleOrphanSweep } from './upload-limits';
import { readUpload, saveUpload, UPLOAD_BODY_MAX, UPLOAD_PATH, uploadsDir, uploadTooLarge } from './uploads';
import { cachedImage } from '../../image-headers';

// Mounted at /api; UPLOAD_PATH is the full path (app.ts and the shop's reviews name it too).
const uploads = UPLOAD_PATH.replace(/^\/api/, '');

export function evaluationsRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const dir = uploadsDir(db);
  // Files never attached to an evaluation or a review do not stay forever: at start-up and hourly.
  scheduleOrphanSweep(db, dir, clock, ctx.log);
  const app = new Hono();

  app.post(
    uploads,
    // A declared length over the cap is refused before a byte is read; a lying one is cut off here.
    bodyLimit({
      maxSize: UPLOAD_BODY_MAX,
      onError: (c) => {
        c.header('Connection', 'close'); // the unread rest of the body must not reach the next request
        return replyFailure(c, uploadTooLarge());
      },
    }),
    async (c) => {
      const owner = ownerOf(c, ctx);
      if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? ''))
        throw new ApiFailure(415, 'unsupported_media_type', 415);
      const body = await c.req.parseBody();
      const file = body['file'];
      if (!(file instanceof File)) throw new ApiFailure(400, 'upload_empty');
      const bytes = new Uint8Array(await file.arrayBuffer());
      return send(c, compactKey, saveUpload(db, dir, owner.userId, bytes, clock()));
    },
  );

  app.get(`${uploads}/:id`, (c) => {
    const found = readUpload(db, dir, c.req.param('id'));
    if (!found) throw new ApiFailure(404, 'upload_not_found', 404);
    return cachedImage(c, new Uint8Array(found.bytes), found.contentType, { contentAddressed: false });
  });

  app.post('/evaluations', async (c) => {
    const owner = ownerOf(c, ctx);
    const e = await readBody(c, compactKey, evaluationRequest);
    return send(c, compactKey, createEvaluation(db, clock, e, owner));
  });

  app.get('/evaluations/:orderNo', (c) => {
    const owner = ownerOf(c, ctx);
    return send(c, compactKey, getEvaluation(db, clock, parseOrFail(orderNo, c.req.param('orderNo')), owner));
  });
  return app;
}
