import { Hono } from 'hono';
import { z } from 'zod';
import { loginRequest, oauthExchangeRequest, sendSmsCodeRequest, subAppId } from '@yoga/contract';
import { clientOf } from '../../client';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { normalisePhone } from '../../phone';
import { parseOrFail, readBody, send, tokenOf } from '../../request';
import { emit } from '../../events';

/** Mounted at /api: sign-in, the two user styles, logout and the echo. */
export function authRoutes({ auth, compactKey, db, clock }: DomainContext): Hono {
  const app = new Hono();

  // The number is normalised before anything keys on it: codes, accounts and limits.
  app.post('/auth/sms-code', async (c) => {
    const b = await readBody(c, compactKey, sendSmsCodeRequest);
    return send(c, compactKey, auth.sms.send(normalisePhone(b.areaCode, b.phone), clientOf(c)));
  });

  app.post('/auth/login', async (c) => {
    const b = await readBody(c, compactKey, loginRequest);
    const phone = normalisePhone(b.areaCode, b.phone);
    const known = db
      .prepare('SELECT 1 FROM users WHERE area_code = ? AND phone = ?')
      .get(phone.areaCode, phone.national);
    const client = clientOf(c);
    const done = auth.login(b.subApp, phone, b.code, client);
    emit(db, 'user.signedIn', {
      db,
      clock,
      user: done.user,
      subApp: b.subApp,
      newUser: !known,
      invite: b.invite,
      client,
    });
    return send(c, compactKey, done);
  });

  app.post('/auth/wx/exchange', async (c) => {
    const b = await readBody(c, compactKey, oauthExchangeRequest);
    return send(c, compactKey, auth.exchangeOAuthCode(b.code, b.subApp));
  });

  // Standard style: 403 without a valid AUTHORIZE_TOKEN for the sub-app named in the query.
  app.get('/user/me', (c) => {
    const subApp = parseOrFail(subAppId, c.req.query('subApp'));
    const user = auth.userOf(c.req.header('AUTHORIZE_TOKEN') ?? null, subApp);
    if (!user) throw new ApiFailure(403, 'not_logged_in');
    return send(c, compactKey, user);
  });

  // Suman style: code 11 without a valid `token` header.
  app.get('/suman/v1/user/me', (c) => {
    const user = auth.userOf(c.req.header('token') ?? null, 'suman');
    if (!user) throw new ApiFailure(11, 'not_logged_in');
    return send(c, compactKey, user);
  });

  app.post('/auth/logout', (c) => {
    const token = tokenOf(c);
    if (!token || !auth.revoke(token)) throw new ApiFailure(403, 'not_logged_in');
    return send(c, compactKey, null);
  });

  app.post('/echo', async (c) => send(c, compactKey, await readBody(c, compactKey, z.unknown())));
  return app;
}
