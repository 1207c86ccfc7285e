import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { activateTestLocale } from '@yoga/i18n';
import { ApiBusinessError, ApiCompactError } from './index';
import { resetLoginFlow } from './login-required';
import { API } from './testing/handlers';
import { KEY, server, setup } from './test-setup';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await activateTestLocale('zh');
});
beforeEach(() => resetLoginFlow());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const expired = (code: number, status = 200) => [
  http.all(`${API}/me`, () => HttpResponse.json({ state: 0, code, msg: 'token expired' }, { status })),
  http.all('http://localhost:3000/suman-me', () =>
    HttpResponse.json({ state: 0, code, msg: 'token expired' }),
  ),
];
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('login handling', () => {
  it('403: toast, clear the token, go to login', async () => {
    server.use(...expired(403));
    const { standard, effects } = setup();
    await expect(standard.get('/me')).rejects.toMatchObject({ code: 403, loginRequired: true });
    await tick();
    expect(effects.toast).toHaveBeenCalledWith('未登录或登录失效');
    expect(effects.clearToken).toHaveBeenCalledWith('standard');
    expect(effects.goLogin).toHaveBeenCalledWith('standard');
  });

  it('403 as an HTTP status counts too', async () => {
    server.use(http.get(`${API}/me`, () => HttpResponse.json({ message: 'forbidden' }, { status: 403 })));
    const { standard, effects } = setup();
    await expect(standard.get('/me')).rejects.toBeInstanceOf(ApiBusinessError);
    await tick();
    expect(effects.goLogin).toHaveBeenCalledOnce();
  });

  it('403 in a mini-program hands login to the native page', async () => {
    server.use(...expired(403));
    const { standard, effects } = setup({}, 'chat-mini-program');
    await expect(standard.get('/me')).rejects.toBeInstanceOf(ApiBusinessError);
    await tick();
    expect(effects.miniProgramLogin).toHaveBeenCalledOnce();
    expect(effects.goLogin).not.toHaveBeenCalled();
  });

  it('403 with the dialog asks first, with the spec texts, and respects 暂不登录', async () => {
    server.use(...expired(403));
    const { standard, effects } = setup();
    effects.confirm.mockResolvedValueOnce(false);
    await expect(standard.get('/me', { dialog: true })).rejects.toBeInstanceOf(ApiBusinessError);
    await tick();
    expect(effects.confirm).toHaveBeenCalledWith({
      title: '提示',
      message: '请先登录账号',
      ok: '去登录',
      cancel: '暂不登录',
    });
    expect(effects.goLogin).not.toHaveBeenCalled();
    expect(effects.clearToken).not.toHaveBeenCalled();
    resetLoginFlow();
    await expect(standard.get('/me', { dialog: true })).rejects.toBeInstanceOf(ApiBusinessError);
    await tick();
    expect(effects.goLogin).toHaveBeenCalledOnce();
  });

  it('code 11 on the suman client: login in a plain browser, OAuth in the chat browser', async () => {
    server.use(...expired(11));
    const plain = setup();
    await expect(plain.suman.get('/suman-me')).rejects.toMatchObject({ code: 11 });
    await tick();
    expect(plain.effects.toast).toHaveBeenCalledWith('未登录或登录失效');
    expect(plain.effects.goLogin).toHaveBeenCalledWith('suman');
    resetLoginFlow();
    const chat = setup({}, 'chat-browser');
    await expect(chat.suman.get('/suman-me')).rejects.toBeInstanceOf(ApiBusinessError);
    await tick();
    expect(chat.effects.chatOAuth).toHaveBeenCalledOnce();
    expect(chat.effects.goLogin).not.toHaveBeenCalled();
  });

  it('code 11 means nothing special on the standard client, nor 403 on the suman client', async () => {
    server.use(
      ...expired(11),
      http.get('http://localhost:3000/s403', () => HttpResponse.json({ state: 0, code: 403, msg: 'x' })),
    );
    const { standard, suman, effects } = setup();
    await expect(standard.get('/me')).rejects.toBeInstanceOf(ApiBusinessError);
    await expect(suman.get('/s403')).rejects.toBeInstanceOf(ApiBusinessError);
    await tick();
    expect(effects.goLogin).not.toHaveBeenCalled();
  });

  it('starts one login flow for a burst of failures', async () => {
    server.use(...expired(403));
    const { standard, effects } = setup();
    await Promise.allSettled([1, 2, 3, 4, 5].map(() => standard.get('/me')));
    await tick();
    expect(effects.goLogin).toHaveBeenCalledOnce();
    expect(effects.toast).toHaveBeenCalledOnce();
  });
});

describe('compact requests over the wire', () => {
  const TOKEN = 'std-token-abcdefghijkl';
  const iv = Buffer.from(TOKEN.slice(0, 16));
  it('sends an encrypted body and reads an encrypted answer', async () => {
    server.use(
      http.post(`${API}/secure`, async ({ request }) => {
        expect(request.headers.get('compact')).toBe('true');
        const { compact } = (await request.json()) as { compact: string };
        const d = createDecipheriv('aes-256-cbc', Buffer.from(KEY), iv);
        const got = JSON.parse(
          Buffer.concat([d.update(Buffer.from(compact, 'base64')), d.final()]).toString(),
        );
        const c = createCipheriv('aes-256-cbc', Buffer.from(KEY), iv);
        const answer = JSON.stringify({ state: 1, code: 200, msg: '', data: { echoed: got } });
        return HttpResponse.json({
          compact: Buffer.concat([c.update(answer), c.final()]).toString('base64'),
        });
      }),
    );
    expect(await setup().standard.post('/secure', { phone: '13800138000' }, { compact: true })).toEqual({
      echoed: { phone: '13800138000' },
    });
  });

  it('rejects an undecryptable answer clearly', async () => {
    server.use(http.post(`${API}/secure`, () => HttpResponse.json({ compact: 'bm90IGVuY3J5cHRlZA==' })));
    const { standard, effects } = setup();
    await expect(standard.post('/secure', {}, { compact: true })).rejects.toBeInstanceOf(ApiCompactError);
    expect(effects.toast).toHaveBeenCalledWith('服务返回了无法识别的内容，请稍后重试');
  });
});
