import type { Hono } from 'hono';
import { z } from 'zod';
import type { AuthService } from '../auth';
import type { Db } from '../db';
import { ApiFailure } from '../envelope';
import { readBody, send, type Deps } from '../request';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>` +
  `<body style="font-family:sans-serif;padding:32px;text-align:center">${body}</body></html>`;
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Development-only helpers: read SMS codes, revoke tokens, play the platform's consent, collect reports. */
export function devRoutes(app: Hono, db: Db, auth: AuthService, deps: Deps): void {
  app.get('/__dev/sms/latest', (c) => {
    const code = auth.latestCode(c.req.query('phone') ?? '');
    if (!code) throw new ApiFailure(404, '没有发送给这个号码的验证码');
    return send(c, deps, { code });
  });

  app.post('/__dev/tokens/revoke', async (c) => {
    const { token } = await readBody(c, deps, z.object({ token: z.string().min(1) }));
    return send(c, deps, { revoked: auth.revoke(token) });
  });

  // Plays the chat platform's authorisation screen, then returns with a one-time code.
  app.get('/__dev/wx/authorize', (c) => {
    const redirect = c.req.query('redirect_uri') ?? '';
    if (!/^https?:\/\//.test(redirect)) return c.html(page('授权失败', '<p>redirect_uri 无效</p>'), 400);
    const allow = `/__dev/wx/authorize/allow?redirect_uri=${encodeURIComponent(redirect)}&state=${encodeURIComponent(c.req.query('state') ?? '')}`;
    return c.html(page('授权登录', `<h2>瑜伽课堂 申请获得你的公开信息</h2><p>（昵称、头像）</p><p><a id="allow" href="${escape(allow)}">允许</a> · <a href="${escape(redirect)}">拒绝</a></p>`));
  });
  app.get('/__dev/wx/authorize/allow', (c) => {
    const url = new URL(c.req.query('redirect_uri') ?? '');
    url.searchParams.set('code', auth.newOAuthCode());
    url.searchParams.set('state', c.req.query('state') ?? '');
    return c.redirect(url.toString(), 302);
  });

  app.post('/__dev/monitoring/events', async (c) => {
    const text = await c.req.text();
    db.prepare('INSERT INTO monitoring_events (received_at, body) VALUES (?, ?)').run(new Date().toISOString(), text);
    return send(c, deps, null);
  });
  app.get('/__dev/monitoring/events', (c) => {
    const rows = db.prepare('SELECT body FROM monitoring_events ORDER BY id').all() as { body: string }[];
    return send(c, deps, rows.map((r) => JSON.parse(r.body) as unknown));
  });
}
