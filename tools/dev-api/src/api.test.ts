import { describe, expect, it } from 'vitest';
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { createDevApi, DEV_COMPACT_KEY, DEV_JSAPI_TICKET } from './index';
import { devApi, tempDb } from './test-helpers';
import { domains } from './domains';

describe('bad input is a clear envelope error, never a crash', () => {
  it.each([
    ['not JSON', '{oops', '请求体不是有效的 JSON'],
    ['missing fields', {}, '参数错误'],
    ['wrong types', { subApp: 'onmat', areaCode: 86, phone: 13800138000 }, '区号格式不正确'],
    ['an unknown sub-app', { subApp: 'evil', areaCode: '86', phone: '13800138000' }, '应用不正确'],
    ['a short phone number', { subApp: 'onmat', areaCode: '86', phone: '138' }, '手机号格式不正确'],
  ])('%s', async (_name, body, msg) => {
    const r = await devApi().call('POST', '/api/auth/sms-code', body);
    expect(r.status).toBe(200);
    // The message alone: no field name, no code, no "参数错误：" prefix.
    expect(r.json).toEqual({ state: 0, code: 400, msg, data: null });
  });

  it('an oversized body is 413 in the envelope', async () => {
    const r = await devApi().call(
      'POST',
      '/api/echo',
      JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) }),
      {
        'content-length': String(1024 * 1024 + 30),
      },
    );
    expect(r.status).toBe(413);
    expect(r.json).toMatchObject({ state: 0, code: 413 });
  });

  it('an unknown path is 404 in the envelope', async () => {
    const r = await devApi().call('GET', '/api/nothing');
    expect(r.json).toMatchObject({ state: 0, code: 404, msg: '接口不存在' });
  });
});

describe('chat platform calls', () => {
  it('signs the URL without its fragment the platform way', async () => {
    const r = await devApi().call('POST', '/api/student/v1/wx/web_init_config', {
      url: 'http://localhost:4200/onmat/store?a=1#x',
    });
    const { appId, timestamp, nonceStr, signature } = r.json.data;
    expect(appId).toBeTruthy();
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=${DEV_JSAPI_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=http://localhost:4200/onmat/store?a=1`,
      )
      .digest('hex');
    expect(signature).toBe(expected);
  });

  it('answers the new-user share configuration', async () => {
    const r = await devApi().call(
      'GET',
      '/api/app/activity/new-user/wx-share/1?url=' + encodeURIComponent('http://h/x?y=1'),
    );
    expect(r.json.data).toMatchObject({
      shareTitle: expect.any(String),
      shareDesc: expect.any(String),
      shareUrl: 'http://h/x',
    });
  });
});

describe('compact bodies', () => {
  const token = 'onmat_tokenABCDEFGHIJ';
  const iv = Buffer.from(token.slice(0, 16));
  it('decrypts a compact request and encrypts the answer with the same scheme', async () => {
    const c = createCipheriv('aes-256-cbc', Buffer.from(DEV_COMPACT_KEY), iv);
    const compact = Buffer.concat([c.update(JSON.stringify({ hello: '世界' })), c.final()]).toString(
      'base64',
    );
    const r = await devApi().call(
      'POST',
      '/api/echo',
      { compact },
      { compact: 'true', AUTHORIZE_TOKEN: token },
    );
    const d = createDecipheriv('aes-256-cbc', Buffer.from(DEV_COMPACT_KEY), iv);
    const answer = JSON.parse(
      Buffer.concat([
        d.update(Buffer.from((r.json as unknown as { compact: string }).compact, 'base64')),
        d.final(),
      ]).toString(),
    );
    expect(answer).toEqual({ state: 1, code: 200, msg: '', data: { hello: '世界' } });
  });

  it('refuses a compact body it cannot decrypt', async () => {
    const r = await devApi().call(
      'POST',
      '/api/echo',
      { compact: 'bm9wZQ==' },
      { compact: 'true', AUTHORIZE_TOKEN: token },
    );
    expect(r.json).toMatchObject({ state: 0, code: 400, msg: '加密数据无法解密' });
  });
});

describe('data', () => {
  it('serves seeded catalogue data for every brand, paged', async () => {
    const api = devApi();
    for (const brand of ['onmat', 'phala', 'suman', 'slim', 'yoga-bay', 'beaticam', 'cycling']) {
      const r = await api.call('GET', `/api/catalog/courses?brand=${brand}&pageSize=2`);
      expect(r.json.data.list).toHaveLength(2);
      expect(r.json.data.total).toBeGreaterThan(2);
    }
    expect((await api.call('GET', '/api/catalog/nope')).json.code).toBe(404);
  });

  it('survives a restart: what was written is there after reopening the file', async () => {
    const file = tempDb();
    const first = createDevApi({ dbPath: file, log: () => {} });
    const token = await devApi({ dbPath: file }).signIn('bay');
    first.db.close();
    const again = devApi({ dbPath: file });
    const me = await again.call('GET', '/api/user/me?subApp=bay', undefined, { AUTHORIZE_TOKEN: token });
    expect(me.json.state).toBe(1);
    const names = again.db.prepare('SELECT name FROM migrations ORDER BY name').pluck().all();
    // Every domain's steps, however many domains there are by now.
    expect(names).toEqual(domains.flatMap((d) => d.migrations.map((m) => m.name)).sort());
  });

  it('collects monitoring events for the tests', async () => {
    const api = devApi();
    await api.call('POST', '/__dev/monitoring/events', { kind: 'error', message: 'boom' });
    expect((await api.call('GET', '/__dev/monitoring/events')).json.data).toEqual([
      { kind: 'error', message: 'boom' },
    ]);
  });
});
