import { Hono } from 'hono';
import { revokeTokenRequest } from '@yoga/contract';
import { allowedRedirect } from '../../client';
import type { DomainContext } from '../../domain';
import { ApiFailure } from '../../envelope';
import { langOf, text } from '../../messages';
import { phoneFromQuery } from '../../phone';
import { readBody, send } from '../../request';
import { consentPage, refusedPage } from './consent-page';

/** Development-only helpers: read SMS codes, revoke tokens, play the platform's consent screen. */
export function devRoutes({ auth, compactKey, config }: DomainContext): Hono {
  const app = new Hono();

  // Exact match on the normalised number: a national number means +86 unless areaCode= says otherwise.
  app.get('/__dev/sms/latest', (c) => {
    const phone = phoneFromQuery(c.req.query('phone') ?? '', c.req.query('areaCode') || '86');
    const code = auth.sms.latest(phone);
    if (!code) throw new ApiFailure(404, 'no_code_sent');
    return send(c, compactKey, { code });
  });

  app.post('/__dev/tokens/revoke', async (c) => {
    const { token } = await readBody(c, compactKey, revokeTokenRequest);
    return send(c, compactKey, { revoked: auth.revoke(token) });
  });

  // The consent screen and its "allow" return only to this product's origin (or DEV_ALLOWED_ORIGINS).
  app.get('/__dev/wx/authorize', (c) => {
    const redirect = allowedRedirect(c, c.req.query('redirect_uri'), config.allowedOrigins);
    if (!redirect) return c.html(refusedPage(text(langOf(c), 'redirect_refused')), 400);
    const state = c.req.query('state') ?? '';
    const allow = `/__dev/wx/authorize/allow?redirect_uri=${encodeURIComponent(redirect.href)}&state=${encodeURIComponent(state)}`;
    return c.html(consentPage(allow, redirect.href));
  });
  app.get('/__dev/wx/authorize/allow', (c) => {
    const url = allowedRedirect(c, c.req.query('redirect_uri'), config.allowedOrigins);
    if (!url) return c.html(refusedPage(text(langOf(c), 'redirect_refused')), 400);
    url.searchParams.set('code', auth.newOAuthCode());
    url.searchParams.set('state', c.req.query('state') ?? '');
    return c.redirect(url.toString(), 302);
  });
  return app;
}
