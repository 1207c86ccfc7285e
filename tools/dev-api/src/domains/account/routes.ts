import { Hono } from 'hono';
import { deletionApply, profileUpdate } from '@yoga/contract';
import { clientOf } from '../../client';
import type { DomainContext } from '../../domain';
import { normalisePhone } from '../../phone';
import { readBody, send } from '../../request';
import { ownerOf } from '../../request-helpers';
import {
  applyDeletion,
  cancelDeletion,
  deletionStatus,
  getProfile,
  saveProfile,
  settleDueDeletions,
} from './store';

/** Mounted at /api/account: the caller's own profile and deletion request (a token of the named sub-app). */
export function accountRoutes(ctx: DomainContext): Hono {
  const { db, clock, compactKey, auth } = ctx;
  const app = new Hono();
  app.use(async (_c, next) => {
    settleDueDeletions(db, clock());
    await next();
  });

  app.get('/profile', (c) => send(c, compactKey, getProfile(db, ownerOf(c, ctx))));

  app.post('/profile', async (c) => {
    const owner = ownerOf(c, ctx);
    const body = await readBody(c, compactKey, profileUpdate);
    return send(c, compactKey, saveProfile(db, owner, body, clock()));
  });

  app.get('/deletion', (c) => send(c, compactKey, deletionStatus(db, ownerOf(c, ctx), clock())));

  // The code is the one POST /api/auth/sms-code sent to the caller's own number, checked by the login's rules.
  app.post('/deletion', async (c) => {
    const owner = ownerOf(c, ctx);
    const { code } = await readBody(c, compactKey, deletionApply);
    const u = db.prepare('SELECT area_code, phone FROM users WHERE id = ?').get(owner.userId) as {
      area_code: string;
      phone: string;
    };
    auth.sms.verify(normalisePhone(u.area_code, u.phone), code, clientOf(c));
    return send(c, compactKey, applyDeletion(db, owner, clock()));
  });

  app.post('/deletion/cancel', (c) => send(c, compactKey, cancelDeletion(db, ownerOf(c, ctx), clock())));
  return app;
}
