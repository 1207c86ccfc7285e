import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { activateTestLocale } from '@yoga/i18n';
import {
  ApiBusinessError,
  ApiNetworkError,
  ApiResponseError,
  ApiTimeoutError,
  onSlowRequest,
  setSessionApiBase,
} from './index';
import { resetLoginFlow } from './login-required';
import { API } from './testing/handlers';
import { server, setup } from './test-setup';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await activateTestLocale('zh');
});
beforeEach(() => resetLoginFlow());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const fail = (body: unknown, status = 200) =>
  http.all(`${API}/fail`, () => HttpResponse.json(body as never, { status }));

describe('headers', () => {
  it('standard client: AppType, token, time zone and language', async () => {
    const { standard } = setup();
    const { headers } = await standard.get<{ headers: Record<string, string> }>('/echo');
    expect(headers).toMatchObject({
      apptype: 'H5',
      authorize_token: 'std-token-abcdefghijkl',
      timezone: 'Asia/Shanghai',
      language: 'zh',
    });
  });

  it('sends no token when the request turns auth off', async () => {
    const { standard, suman } = setup();
    expect(
      (await standard.get<{ headers: Json }>('/echo', { auth: false })).headers.authorize_token,
    ).toBeUndefined();
    expect(
      (await suman.get<{ headers: Json }>('/suman-echo', { auth: false })).headers.token,
    ).toBeUndefined();
  });

  it('suman client: same origin, token and device h5', async () => {
    const { suman } = setup();
    const { headers } = await suman.get<{ headers: Json }>('/suman-echo');
    expect(headers).toMatchObject({ token: 'suman-token-123456789', device: 'h5' });
  });

  it('goes to the session override of the base URL, refusing unsafe ones', async () => {
    server.use(
      http.get('http://other.test:8080/v2/echo', () => HttpResponse.json({ state: 1, data: 'other' })),
    );
    expect(setSessionApiBase('javascript:alert(1)')).toBe(false);
    expect(setSessionApiBase('//evil.example')).toBe(false);
    expect(setSessionApiBase('http://other.test:8080/v2/')).toBe(true);
    expect(await setup().standard.get('/echo')).toBe('other');
    setSessionApiBase(null);
  });
});

type Json = Record<string, unknown>;

describe('the envelope', () => {
  it('sends a POST body as JSON and adds query parameters to those already in the path', async () => {
    server.use(
      http.post(`${API}/echo-body`, async ({ request }) =>
        HttpResponse.json({
          state: 1,
          data: {
            type: request.headers.get('content-type'),
            body: await request.json(),
            query: new URL(request.url).search,
          },
        }),
      ),
    );
    const got = await setup().standard.post(
      '/echo-body?from=list',
      { id: 7, note: '瑜伽' },
      {
        searchParams: { page: 2, all: true },
      },
    );
    expect(got).toEqual({
      type: 'application/json',
      body: { id: 7, note: '瑜伽' },
      query: '?from=list&page=2&all=true',
    });
  });

  it('resolves data on state 1 and passes bodies without state through', async () => {
    const { standard } = setup();
    expect(await standard.get('/plain')).toEqual({ list: [1, 2], total: 2 });
  });

  it('rejects other states and shows the server message', async () => {
    server.use(fail({ state: 0, code: 500, msg: '库存不足' }));
    const { standard, effects } = setup();
    await expect(standard.post('/fail', { a: 1 })).rejects.toMatchObject({
      name: 'ApiBusinessError',
      code: 500,
      serverMsg: '库存不足',
    });
    expect(effects.toast).toHaveBeenCalledWith('库存不足');
  });

  it('shows 请求失败 for an empty message, nothing for 未绑定账号 or when showError is false', async () => {
    const { standard, effects } = setup();
    server.use(fail({ state: 2, code: 1, msg: '' }));
    await expect(standard.get('/fail')).rejects.toBeInstanceOf(ApiBusinessError);
    expect(effects.toast).toHaveBeenLastCalledWith('请求失败');
    server.use(fail({ state: 0, code: 2, msg: '未绑定账号' }));
    await expect(standard.get('/fail')).rejects.toBeInstanceOf(ApiBusinessError);
    server.use(fail({ state: 0, code: 3, msg: '别显示' }));
    await expect(standard.get('/fail', { showError: false })).rejects.toBeInstanceOf(ApiBusinessError);
    expect(effects.toast).toHaveBeenCalledTimes(1);
  });
});

describe('bad answers and transport', () => {
  it('turns an HTML error page into a clear error and a short toast', async () => {
    server.use(
      http.get(
        `${API}/fail`,
        () =>
          new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const { standard, effects } = setup();
    const err = (await standard.get('/fail').catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(ApiResponseError);
    expect(err.message).toContain('502 Bad Gateway');
    expect(err.message).not.toContain('<');
    expect(effects.toast).toHaveBeenCalledWith('服务暂时不可用（HTTP 502）');
  });

  it('treats non-JSON and empty success bodies as unreadable', async () => {
    const { standard, effects } = setup();
    server.use(http.get(`${API}/fail`, () => new HttpResponse('OK', { status: 200 })));
    await expect(standard.get('/fail')).rejects.toBeInstanceOf(ApiResponseError);
    server.use(http.get(`${API}/fail`, () => new HttpResponse(null, { status: 204 })));
    await expect(standard.get('/fail', { showError: false })).rejects.toBeInstanceOf(ApiResponseError);
    expect(effects.toast).toHaveBeenCalledTimes(1);
  });

  it('rejects a timeout without handling it', async () => {
    server.use(
      http.get(`${API}/slow`, async () => {
        await delay(300);
        return HttpResponse.json({ state: 1 });
      }),
    );
    const { standard, effects } = setup({ timeoutMs: 50 });
    await expect(standard.get('/slow')).rejects.toBeInstanceOf(ApiTimeoutError);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('rejects a network error without handling it', async () => {
    server.use(http.get(`${API}/down`, () => HttpResponse.error()));
    const { standard, effects } = setup();
    await expect(standard.get('/down')).rejects.toBeInstanceOf(ApiNetworkError);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('reports slow requests without their query string', async () => {
    server.use(
      http.get(`${API}/slowish`, async () => {
        await delay(60);
        return HttpResponse.json({ state: 1, data: 1 });
      }),
    );
    const seen: unknown[] = [];
    const off = onSlowRequest((r) => seen.push(r));
    await setup({ slowMs: 30 }).standard.get('/slowish', { searchParams: { token: 'secret' } });
    await setup({ slowMs: 5000 }).standard.get('/slowish');
    off();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', url: `${API}/slowish`, status: 200 });
  });
});
