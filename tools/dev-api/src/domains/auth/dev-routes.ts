import { Hono } from 'hono';
import { revokeTokenRequest } from '@yoga/contract/dev';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { emit } from '../../events';
import { phoneFromQuery } from '../../phone';
import { readBody, send } from '../../request';

/**
 * Read the SMS code a number was sent, revoke a token, give a number a history (mounted at /__dev).
 */
export function authDevRoutes({ auth, compactKey, db, clock }: DomainContext): Hono {
  const app = new Hono();
  // Exact match on the normalised number: a national number means +86 unless areaCode= says otherwise.
  app.get('/sms/latest', (c) => {
    const phone = phoneFromQuery(c.req.query('phone') ?? '', c.req.query('areaCode') || '86');
    const code = auth.sms.latest(phone);
    if (!code) throw new ApiFailure(404, 'no_code_sent');
    return send(c, compactKey, { code });
  });

  // A new account starts empty; a test that needs a student's or coach's past (classes, questions,
  // certificates) asks for it here for its own number, made the way sign-in makes the account.
  app.post('/history', (c) => {
    const phone = phoneFromQuery(c.req.query('phone') ?? '', c.req.query('areaCode') || '86');
    const user = auth.userFor(phone.areaCode, phone.national);
    emit(db, 'account.history', { db, clock, userId: user.id });
    return send(c, compactKey, { userId: user.id });
  });

  app.post('/tokens/revoke', async (c) => {
    const { token } = await readBody(c, compactKey, revokeTokenRequest);
    return send(c, compactKey, { revoked: auth.revoke(token) });
  });
  return app;
}
