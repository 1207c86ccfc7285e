import type { Hono } from 'hono';
import { z } from 'zod';
import { loginRequest, oauthExchangeRequest, sendSmsCodeRequest, subAppId } from '@yoga/contract';
import type { AuthService } from '../auth';
import { ApiFailure } from '../envelope';
import { readBody, send, tokenOf, type Deps } from '../request';

export function authRoutes(app: Hono, auth: AuthService, deps: Deps): void {
  app.post('/api/auth/sms-code', async (c) => {
    const b = await readBody(c, deps, sendSmsCodeRequest);
    return send(c, deps, auth.sendCode(b.areaCode, b.phone));
  });

  app.post('/api/auth/login', async (c) => {
    const b = await readBody(c, deps, loginRequest);
    return send(c, deps, auth.login(b.subApp, b.areaCode, b.phone, b.code));
  });

  app.post('/api/auth/wx/exchange', async (c) => {
    const b = await readBody(c, deps, oauthExchangeRequest);
    return send(c, deps, auth.exchangeOAuthCode(b.code, b.subApp));
  });

  // Standard style: 403 without a valid AUTHORIZE_TOKEN for the sub-app named in the query.
  app.get('/api/user/me', (c) => {
    const sub = subAppId.safeParse(c.req.query('subApp'));
    if (!sub.success) throw new ApiFailure(400, '参数错误：subApp 不正确');
    const user = auth.userOf(c.req.header('AUTHORIZE_TOKEN') ?? null, sub.data);
    if (!user) throw new ApiFailure(403, '未登录或登录失效');
    return send(c, deps, user);
  });

  // Suman style: code 11 without a valid `token` header.
  app.get('/api/suman/v1/user/me', (c) => {
    const user = auth.userOf(c.req.header('token') ?? null, 'suman');
    if (!user) throw new ApiFailure(11, '未登录或登录失效');
    return send(c, deps, user);
  });

  app.post('/api/auth/logout', (c) => {
    const token = tokenOf(c);
    if (!token || !auth.revoke(token)) throw new ApiFailure(403, '未登录或登录失效');
    return send(c, deps, null);
  });

  app.post('/api/echo', async (c) => send(c, deps, await readBody(c, deps, z.unknown())));
}
