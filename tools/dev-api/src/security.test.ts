import { describe, expect, it } from 'vitest';
import { devApi } from './test-helpers';

describe('oversized bodies', () => {
  it('answers 413 with Connection: close so the half-read socket is never reused', async () => {
    const r = await devApi().call('POST', '/api/echo', JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) }));
    expect(r.status).toBe(413);
    expect(r.headers.get('connection')).toBe('close');
  });
});

describe('JSON only', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses %s with 415 and an envelope',
    async (type) => {
      const r = await devApi().call('POST', '/__dev/tokens/revoke', '{"token":"x"}', {
        'content-type': type,
      });
      expect(r.status).toBe(415);
      expect(r.json).toEqual({ state: 0, code: 415, msg: '请求格式不支持，请以 JSON 提交', data: null });
    },
  );

  it('takes application/json with a charset, and a write without any body', async () => {
    const api = devApi();
    const r = await api.call('POST', '/api/echo', '{"a":1}', {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(r.json.data).toEqual({ a: 1 });
    const token = await api.signIn('bay');
    const res = await api.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { AUTHORIZE_TOKEN: token },
    });
    expect((await res.json()).state).toBe(1);
  });
});

describe('query numbers and JSON depth', () => {
  it.each(['page=1e20', 'page=-1', 'page=1.5', 'page=0', 'page=99999999999', 'pageSize=101', 'pageSize=abc'])(
    '?%s is a 400',
    async (q) => {
      const r = await devApi().call('GET', `/api/catalog/courses?${q}`);
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ state: 0, code: 400, msg: '页码或每页条数不正确', data: null });
    },
  );

  it('pageSize 100 is the largest page', async () => {
    expect((await devApi().call('GET', '/api/catalog/courses?pageSize=100')).json.data.pageSize).toBe(100);
  });

  it('JSON nested 100 000 deep is a 400, also inside a string-free compact-less echo', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const r = await devApi().call('POST', '/api/echo', deep);
    expect(r.json).toEqual({ state: 0, code: 400, msg: '请求体嵌套层级过深', data: null });
    const ok = '['.repeat(64) + ']'.repeat(64);
    expect((await devApi().call('POST', '/api/echo', ok)).json.state).toBe(1);
    // Brackets inside strings do not count.
    expect((await devApi().call('POST', '/api/echo', { s: '['.repeat(1000) })).json.state).toBe(1);
  });
});

describe('dev-only calls', () => {
  it('/__dev/sms/latest matches the number exactly, never as a pattern', async () => {
    const api = devApi();
    await api.call('POST', '/api/auth/sms-code', { subApp: 'onmat', areaCode: '86', phone: '13800138000' });
    for (const q of ['%25', '_3800138000', '%25138%25']) {
      const r = await api.call('GET', `/__dev/sms/latest?phone=${q}`);
      expect(r.json).toMatchObject({ state: 0, code: 400, data: null });
    }
    expect((await api.call('GET', '/__dev/sms/latest?phone=13900139000')).json.code).toBe(404);
    const same = [
      '13800138000',
      '013800138000',
      '%2B8613800138000',
      '+8613800138000',
      '13800138000&areaCode=0086',
    ];
    const codes = await Promise.all(
      same.map(async (q) => (await api.call('GET', `/__dev/sms/latest?phone=${q}`)).json),
    );
    expect(new Set(codes.map((c) => c.data?.code)).size).toBe(1);
    expect(codes[0]!.data.code).toMatch(/^\d{6}$/);
  });

  const consent = (
    api: ReturnType<typeof devApi>,
    path: string,
    target: string,
    headers: Record<string, string>,
  ) => api.app.request(`${path}?redirect_uri=${encodeURIComponent(target)}&state=s`, { headers });

  it.each(['/__dev/wx/authorize', '/__dev/wx/authorize/allow'])(
    '%s returns only to a loopback or configured origin, whatever Host the request names',
    async (path) => {
      const api = devApi({ allowedOrigins: ['https://m.example.com'] });
      const hostile = {
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
        Host: 'evil.example',
      };
      for (const target of [
        'https://evil.example/x',
        'http://evil.example/x',
        'javascript:alert(1)',
        'nope',
        '',
      ]) {
        const r = await consent(api, path, target, hostile);
        expect(r.status, target).toBe(400);
        expect(r.headers.get('location')).toBeNull();
      }
      for (const target of [
        'http://localhost:4200/onmat/wx_login?a=1',
        'http://127.0.0.1:4300/x',
        'https://m.example.com/slim/wx_login',
      ]) {
        expect((await consent(api, path, target, hostile)).status, target).toBeLessThan(400);
      }
    },
  );

  it('the cashier returns to a path of this product, never to a host a header names', async () => {
    const api = devApi();
    const hostile = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' };
    const order = await api.call('POST', '/__dev/orders', {
      subApp: 'onmat',
      phone: '13800138000',
      kind: 'course',
      title: '测试',
      amount: 100,
    });
    const cashier = (ret: string) =>
      api.app.request(
        `/__dev/pay/cashier?orderNo=${order.json.data.orderNo}&return=${encodeURIComponent(ret)}`,
        { headers: hostile },
      );
    const ok = await (await cashier('/onmat/order/result?x=1')).text();
    expect(ok).toContain('/onmat/order/result?x=1');
    expect(ok).not.toContain('evil.example');
    for (const ret of ['//evil.example/onmat/x', 'https://evil.example/onmat/x', '/nowhere'])
      expect((await cashier(ret)).status, ret).toBe(400);
  });
});
