import { Hono, type Context } from 'hono';
import { byIdQuery, idParam, usagesQuery, type Chapter } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf } from '../../messages';
import { parseOrFail, readQuery, send } from '../../request';
import { ownerFor } from '../../request-helpers';
import { getCard, listUsages } from './cards';
import { captionsVtt, mediaFile, videoResponse } from './media-files';
import { checkTicket, findPlayback, getPlayback } from './playbacks';

/** Mounted at /api/course-media. */
const base = '';

export function courseMediaRoutes(ctx: DomainContext): Hono {
  const { db, auth, clock, compactKey } = ctx;
  const app = new Hono();
  const id = (c: Context) => parseOrFail(idParam, c.req.param('id'));
  /** The caller when signed in to the named sub-app; a stale token reads as signed out on public reads. */
  const viewer = (c: Context) => {
    const { subApp } = readQuery(c, byIdQuery);
    return { subApp, user: auth.userOf(c.req.header('AUTHORIZE_TOKEN') ?? null, subApp) };
  };

  app.get(`${base}/cards/:id`, (c) => {
    const { subApp, user } = viewer(c);
    return send(
      c,
      compactKey,
      getCard(db, clock(), { brand: subApp, id: id(c), userId: user?.id ?? null }, langOf(c)),
    );
  });

  app.get(`${base}/cards/:id/usages`, (c) => {
    const { subApp, page, pageSize } = readQuery(c, usagesQuery);
    const { userId } = ownerFor(c, ctx, subApp);
    return send(
      c,
      compactKey,
      listUsages(db, { brand: subApp, id: id(c), userId, page, pageSize }, langOf(c)),
    );
  });

  app.get(`${base}/playbacks/:id`, (c) => {
    const { subApp, user } = viewer(c);
    return send(
      c,
      compactKey,
      getPlayback(db, ctx.links, clock(), { brand: subApp, id: id(c), userId: user?.id ?? null }, langOf(c)),
    );
  });

  // Media answers are not envelopes: a <video> reads bytes, and seeks with Range requests.
  app.get(`${base}/playbacks/:id/video`, (c) => {
    const row = findPlayback(db, id(c));
    checkTicket(db, ctx.links, row, c.req.query('ticket'), clock());
    return videoResponse(mediaFile(row.video_file), c.req.header('Range'), c.req.method);
  });

  app.get(`${base}/playbacks/:id/preview`, (c) => {
    const row = findPlayback(db, id(c));
    if (!row.preview_file) throw new ApiFailure(404, 'playback_not_found', 404);
    return videoResponse(mediaFile(row.preview_file), c.req.header('Range'), c.req.method);
  });

  app.get(`${base}/playbacks/:id/captions`, (c) => {
    const row = findPlayback(db, id(c));
    const lang = c.req.query('lang') === 'en' ? 'en' : 'zh';
    const vtt = captionsVtt(JSON.parse(row.chapters) as Chapter[], row.duration_sec, lang);
    return c.body(vtt, 200, { 'Content-Type': 'text/vtt; charset=utf-8' });
  });
  return app;
}
