import { Hono, type Context } from 'hono';
import {
  bodyProfileRequest,
  clockInRequest,
  clockMonthQuery,
  familyMemberRequest,
  measurementItem,
  PRACTICE_CODES,
} from '@yoga/contract';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf } from '../../messages';
import { parseOrFail, readBody, readQuery, send } from '../../request';
import { ownerOf, pathIdOf, subAppOf, viewerOf } from '../../request-helpers';
import {
  addClockIn,
  addMember,
  clockMonth,
  getProfile,
  listFamily,
  measurementHistory,
  practiceHome,
  removeMember,
  saveProfile,
  updateMember,
} from './store';

/** Slim's programme only: any other sub-app (and so its token) is refused before anything is read. */
function slimOnly(c: Context) {
  if (subAppOf(c) !== 'slim')
    throw new ApiFailure(PRACTICE_CODES.practiceWrongSubApp, 'practice_wrong_sub_app');
}

const SEED_PHOTO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd6c9"/><stop offset="1" stop-color="#f08a6c"/></linearGradient></defs><rect width="240" height="240" fill="url(#g)"/><circle cx="120" cy="70" r="22" fill="#fff"/><path d="M60 190 L120 110 L180 190 Z" fill="#fff" opacity=".85"/></svg>`;

/** Relative to the domain's basePath (/api/practice); every call is the signed-in owner's. */
export function practiceRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey } = ctx;
  const app = new Hono();
  const owner = (c: Context) => {
    slimOnly(c);
    return ownerOf(c, ctx).userId;
  };
  const memberId = (c: Context) => pathIdOf(c, 'id', 'practice_item_not_found');

  app.get('/seed-photo.svg', (c) =>
    c.body(SEED_PHOTO_SVG, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    }),
  );
  app.get('/home', (c) => {
    slimOnly(c);
    return send(c, compactKey, practiceHome(db, viewerOf(c, ctx, 'slim'), langOf(c), clock()));
  });
  app.get('/profile', (c) => send(c, compactKey, getProfile(db, owner(c))));
  app.post('/profile', async (c) => {
    const userId = owner(c);
    const body = await readBody(c, compactKey, bodyProfileRequest);
    return send(c, compactKey, saveProfile(db, userId, body, clock()));
  });
  app.get('/family', (c) => send(c, compactKey, listFamily(db, owner(c))));
  app.post('/family', async (c) => {
    const userId = owner(c);
    const body = await readBody(c, compactKey, familyMemberRequest);
    return send(c, compactKey, addMember(db, userId, body, clock()));
  });
  app.post('/family/:id', async (c) => {
    const userId = owner(c);
    const id = memberId(c);
    const body = await readBody(c, compactKey, familyMemberRequest);
    return send(c, compactKey, updateMember(db, userId, id, body));
  });
  app.post('/family/:id/delete', (c) => {
    const userId = owner(c);
    return send(c, compactKey, removeMember(db, userId, memberId(c)));
  });
  app.get('/clock', (c) => {
    const userId = owner(c);
    const { month } = readQuery(c, clockMonthQuery);
    return send(c, compactKey, clockMonth(db, userId, month, clock()));
  });
  app.post('/clock', async (c) => {
    const userId = owner(c);
    const body = await readBody(c, compactKey, clockInRequest);
    return send(c, compactKey, addClockIn(db, userId, body, clock()));
  });
  app.get('/measurements/:item', (c) => {
    const userId = owner(c);
    const item = parseOrFail(measurementItem, c.req.param('item'));
    return send(c, compactKey, measurementHistory(db, userId, item));
  });
  return app;
}
