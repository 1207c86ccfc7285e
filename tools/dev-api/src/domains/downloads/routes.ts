import { Hono } from 'hono';
import { createTvCodeRequest, TV_CODE_PATTERN, DOWNLOADS_CODES, tvLoginDecision } from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { cachedImage } from '../../image-headers';
import { langOf } from '../../messages';
import { readBody, send } from '../../request';
import { ownerFor, ownerOf, pathIdOf, subAppOf, viewerOf } from '../../request-helpers';
import { appRelease, coachAvatarSvg, coachCard, createTvCode, decideTvCode, myCoach, tvCode } from './store';

/** A code that cannot be one is simply unknown: the same answer as a code never issued. */
function codeOf(raw: string | undefined): string {
  const code = (raw ?? '').trim().toUpperCase();
  if (!TV_CODE_PATTERN.test(code)) throw new ApiFailure(DOWNLOADS_CODES.tvCodeNotFound, 'tv_code_not_found');
  return code;
}

/** Mounted at /api/downloads: the app's builds and coach cards are public; a TV sign-in needs the phone's token. */
export function downloadsRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  app.get('/app-version', (c) => {
    const subApp = subAppOf(c);
    const asked = c.req.query('channel');
    const channel = asked === 'test' || asked === 'tv' ? asked : 'release';
    return send(c, compactKey, appRelease(db, subApp, channel, langOf(c)));
  });
  app.get('/tv-login/:code', (c) => {
    const owner = ownerOf(c, ctx);
    return send(c, compactKey, tvCode(db, owner, codeOf(c.req.param('code')), clock(), langOf(c)));
  });
  app.post('/tv-login/:code', async (c) => {
    const body = await readBody(c, compactKey, tvLoginDecision);
    const owner = ownerFor(c, ctx, body.subApp);
    const code = codeOf(c.req.param('code'));
    return send(
      c,
      compactKey,
      decideTvCode(db, owner, code, body.decision === 'confirm', clock(), langOf(c)),
    );
  });
  app.get('/my-coach', (c) => {
    const subApp = subAppOf(c);
    return send(c, compactKey, myCoach(db, subApp, viewerOf(c, ctx, subApp), langOf(c)));
  });
  app.get('/coaches/:id/avatar.svg', (c) => {
    const svg = coachAvatarSvg(db, pathIdOf(c, 'id', 'coach_not_found'));
    if (!svg) throw new ApiFailure(404, 'coach_not_found', 404);
    return cachedImage(c, new TextEncoder().encode(svg), 'image/svg+xml; charset=utf-8', {
      contentAddressed: false,
    });
  });
  app.get('/coaches/:id', (c) => {
    const subApp = subAppOf(c);
    const id = pathIdOf(c, 'id', 'coach_not_found', DOWNLOADS_CODES.coachNotFound);
    return send(c, compactKey, coachCard(db, subApp, id, langOf(c)));
  });
  return app;
}

/** Mounted at /__dev: what a TV does when it shows its sign-in code (ageMs makes an old one for tests). */
export function downloadsDevRoutes({ db, clock, compactKey }: DomainContext): Hono {
  const app = new Hono();
  app.post('/tv-login/codes', async (c) => {
    const b = await readBody(c, compactKey, createTvCodeRequest);
    return send(c, compactKey, { code: createTvCode(db, b.subApp, clock(), b.ageMs ?? 0) });
  });
  return app;
}
