import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { activateTestLocale } from '@yoga/i18n';
import { ApiLoginRequiredError } from './index';
import { resetLoginFlow } from './login-required';
import { API } from './testing/handlers';
import { server, setup } from './test-setup';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await activateTestLocale('zh');
});
beforeEach(() => resetLoginFlow());
afterEach(() => {
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

/** The same-origin /api, which is also the test configuration's standard base. */
const echo = () =>
  server.use(
    http.get(`${API}/shop/orders`, ({ request }) =>
      HttpResponse.json({
        state: 1,
        data: { headers: Object.fromEntries(request.headers), url: request.url },
      }),
    ),
  );
type Echo = { headers: Record<string, string>; url: string };
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('api.app: the client the registry gives the page', () => {
  it('speaks standard on a standard sub-app (/onmat)', async () => {
    window.history.replaceState(null, '', '/onmat/order_list');
    echo();
    const { app } = setup();
    const { headers } = await app.get<Echo>('shop/orders');
    expect(headers).toMatchObject({ apptype: 'H5', authorize_token: 'std-token-abcdefghijkl' });
    expect(headers.token).toBeUndefined();
  });

  it.each(['/suman/query_stu_info', '/teacher/class_info'])(
    'speaks suman style under %s: same-origin /api, the page’s token in `token`, device h5',
    async (page) => {
      window.history.replaceState(null, '', page);
      echo();
      const { app } = setup({ apiBase: 'https://api.example.com/v2' });
      const { headers, url } = await app.get<Echo>('shop/orders');
      expect(url).toBe(`${API}/shop/orders`);
      // The sub-app's own token (the coach's under /teacher), not the suman student's.
      expect(headers).toMatchObject({ device: 'h5', token: 'std-token-abcdefghijkl', language: 'zh' });
      expect(headers.authorize_token).toBeUndefined();
    },
  );

  it('answers code 11 under /teacher with the suman login handling, and 403 there is a plain refusal', async () => {
    window.history.replaceState(null, '', '/teacher/class_info');
    server.use(
      http.get(`${API}/shop/orders`, () => HttpResponse.json({ state: 0, code: 11, msg: '未登录' })),
    );
    const { app, effects } = setup();
    await expect(app.get('shop/orders')).rejects.toBeInstanceOf(ApiLoginRequiredError);
    await tick();
    expect(effects.goLogin).toHaveBeenCalledWith('suman');
    expect(effects.clearToken).toHaveBeenCalledWith('suman');
    resetLoginFlow();
    server.use(http.get(`${API}/shop/orders`, () => HttpResponse.json({ state: 0, code: 403, msg: '无权' })));
    await expect(app.get('shop/orders')).rejects.toMatchObject({ name: 'ApiBusinessError', code: 403 });
    expect(effects.goLogin).toHaveBeenCalledOnce();
  });

  it('starts the chat authorisation for code 11 inside the chat browser', async () => {
    window.history.replaceState(null, '', '/suman/query_stu_info');
    server.use(http.get(`${API}/shop/orders`, () => HttpResponse.json({ state: 0, code: 11, msg: '' })));
    const { app, effects } = setup({}, 'chat-browser');
    await expect(app.get('shop/orders')).rejects.toBeInstanceOf(ApiLoginRequiredError);
    await tick();
    expect(effects.chatOAuth).toHaveBeenCalledOnce();
    expect(effects.goLogin).not.toHaveBeenCalled();
  });
});
