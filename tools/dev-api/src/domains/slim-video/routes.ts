import { Hono, type Context } from 'hono';
import { slimVideoQuery, videoProgressRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { readBody, readQuery, send } from '../../request';
import { ownerFor, pathIdOf, viewerOf } from '../../request-helpers';
import { mediaFile, videoResponse } from '../course-media/media-files';
import { coverSvg, getCourse, getLesson, lessonFile, orderCourse, saveProgress } from './store';

/** Mounted at /api/slim-video. Reads are public (signed out: locked); progress and orders need slim's token. */
export function slimVideoRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const courseId = (c: Context) => pathIdOf(c, 'id', 'slim_video_course_not_found');
  const lessonId = (c: Context) => pathIdOf(c, 'id', 'slim_video_lesson_not_found');
  const viewer = (c: Context) => {
    const { subApp } = readQuery(c, slimVideoQuery);
    return { subApp, userId: viewerOf(c, ctx, subApp) };
  };
  const owner = (c: Context) => ownerFor(c, ctx, readQuery(c, slimVideoQuery).subApp);

  app.get('/courses/:id', (c) =>
    send(c, compactKey, getCourse(db, { ...viewer(c), id: courseId(c) }, langOf(c))),
  );
  app.get('/courses/:id/cover.svg', (c) =>
    c.body(coverSvg(db, courseId(c)), 200, { 'Content-Type': 'image/svg+xml' }),
  );
  app.post('/courses/:id/order', (c) => {
    const { userId } = owner(c);
    return send(
      c,
      compactKey,
      orderCourse(db, clock, { subApp: 'slim', id: courseId(c), userId }, langOf(c)),
    );
  });
  app.get('/lessons/:id', (c) =>
    send(c, compactKey, getLesson(db, ctx.links, clock(), { ...viewer(c), id: lessonId(c) }, langOf(c))),
  );
  app.post('/lessons/:id/progress', async (c) => {
    const { userId, subApp } = owner(c);
    const { positionSec } = await readBody(c, compactKey, videoProgressRequest);
    return send(c, compactKey, saveProgress(db, clock(), { subApp, userId, id: lessonId(c), positionSec }));
  });
  // Not an envelope: a <video> reads bytes and seeks with Range requests.
  app.get('/lessons/:id/video', (c) => {
    const file = lessonFile(db, ctx.links, clock(), lessonId(c), c.req.query('t'));
    return videoResponse(mediaFile(file), c.req.header('Range'), c.req.method);
  });
  return app;
}
