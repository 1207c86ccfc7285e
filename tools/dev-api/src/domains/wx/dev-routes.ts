import { Hono } from 'hono';
import { allowedRedirect } from '../../client';
import type { DomainContext } from '../../domain';
import { langOf, text } from '../../messages';
import { consentPage, refusedPage } from './consent-page';

/** The platform's consent screen (mounted at /__dev): it returns only to a loopback origin or DEV_ALLOWED_ORIGINS, never to one a Host header names. */
export function wxDevRoutes({ auth, config }: DomainContext): Hono {
  const app = new Hono();
  app.get('/wx/authorize', (c) => {
    const redirect = allowedRedirect(c.req.query('redirect_uri'), config.allowedOrigins);
    if (!redirect) return c.html(refusedPage(text(langOf(c), 'redirect_refused')), 400);
    const state = c.req.query('state') ?? '';
    const allow = `/__dev/wx/authorize/allow?redirect_uri=${encodeURIComponent(redirect.href)}&state=${encodeURIComponent(state)}`;
    return c.html(consentPage(allow, redirect.href));
  });
  app.get('/wx/authorize/allow', (c) => {
    const url = allowedRedirect(c.req.query('redirect_uri'), config.allowedOrigins);
    if (!url) return c.html(refusedPage(text(langOf(c), 'redirect_refused')), 400);
    url.searchParams.set('code', auth.newOAuthCode());
    url.searchParams.set('state', c.req.query('state') ?? '');
    return c.redirect(url.toString(), 302);
  });
  return app;
}
