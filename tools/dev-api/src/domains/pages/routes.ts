import { Hono } from 'hono';
import { PAGE_CODES, practiceFeedbackRequest } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { ownerOf, pathIdOf, subAppOf } from '../../request-helpers';
import { mediaFile, videoResponse } from '../course-media/media-files';
import { VIDEO_FILE } from '../course-media/seed-data';
import { getPractice, ratePractice } from './practices';
import { getRecipe } from './recipes';
import { getPage } from './store';

/** Mounted at /api/pages; open signed out (CMS pages are shared outside the apps). */
export function pagesRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const practiceId = (c: Parameters<typeof pathIdOf>[0]) =>
    pathIdOf(c, 'id', 'practice_not_found', PAGE_CODES.practiceNotFound);
  const app = new Hono();
  // The class guide's recording (public/video plays it): bytes with Range, not an envelope.
  app.get('/media/class-guide.webm', (c) =>
    videoResponse(mediaFile(VIDEO_FILE), c.req.header('Range'), c.req.method),
  );
  app.get('/recipes/:id', (c) => {
    const subApp = subAppOf(c);
    const id = pathIdOf(c, 'id', 'recipe_not_found', PAGE_CODES.recipeNotFound);
    return send(c, compactKey, getRecipe(subApp, id, langOf(c)));
  });
  app.get('/practices/:id', (c) => {
    const owner = ownerOf(c, ctx);
    return send(c, compactKey, getPractice(db, owner, practiceId(c), langOf(c)));
  });
  app.post('/practices/:id/feedback', async (c) => {
    const owner = ownerOf(c, ctx);
    const id = practiceId(c);
    const body = await readBody(c, compactKey, practiceFeedbackRequest);
    return send(c, compactKey, ratePractice(db, owner, id, body, langOf(c), clock()));
  });
  app.get('/:id', (c) => {
    const id = pathIdOf(c, 'id', 'page_not_found', PAGE_CODES.pageNotFound);
    return send(c, compactKey, getPage(db, id, langOf(c), clock()));
  });
  return app;
}
