import { describe, expect, it } from 'vitest';
import { devApi } from './test-helpers';

const en = { Language: 'en' };

describe('messages come in the caller language, without field names', () => {
  it.each([
    [
      'a short phone number',
      { subApp: 'onmat', areaCode: '86', phone: '138' },
      'Please enter a valid phone number',
    ],
    ['an unknown sub-app', { subApp: 'evil', areaCode: '86', phone: '13800138000' }, 'Unknown app'],
    ['missing fields', {}, 'Invalid request'],
    ['not JSON', '{oops', 'The request body is not valid JSON'],
  ])('%s', async (_name, body, msg) => {
    const r = await devApi().call('POST', '/api/auth/sms-code', body, en);
    expect(r.json).toEqual({ state: 0, code: 400, msg, data: null });
    expect(r.json.msg).not.toMatch(/subApp|areaCode|\bphone\b(?! number)|：/);
  });

  it('words rate limits, sign-in failures, not found, 413, 415 and 500', async () => {
    const api = devApi();
    api.app.get('/api/boom', () => {
      throw new Error('internal detail');
    });
    const body = { subApp: 'slim', areaCode: '86', phone: '13900000000' };
    await api.call('POST', '/api/auth/sms-code', body, en);
    expect((await api.call('POST', '/api/auth/sms-code', body, en)).json.msg).toMatch(
      /^Too many requests, please try again in \d+ s$/,
    );
    expect((await api.call('GET', '/api/user/me?subApp=onmat', undefined, en)).json).toMatchObject({
      code: 403,
      msg: 'Not logged in or login expired',
    });
    expect(
      (await api.call('GET', '/api/suman/v1/user/me', undefined, { Language: 'en-GB' })).json,
    ).toMatchObject({
      code: 11,
      msg: 'Not logged in or login expired',
    });
    expect((await api.call('GET', '/api/nothing', undefined, en)).json.msg).toBe('No such endpoint');
    const big = JSON.stringify('x'.repeat(1024 * 1024 + 1));
    expect((await api.call('POST', '/api/echo', big, en)).json.msg).toBe(
      'The request body is too large (limit 1 MB)',
    );
    const form = await api.call('POST', '/api/echo', 'a=1', { ...en, 'content-type': 'text/plain' });
    expect(form.json.msg).toBe('Unsupported request format: please send JSON');
    const boom = await api.call('GET', '/api/boom', undefined, en);
    expect(boom.status).toBe(500);
    expect(boom.json).toEqual({ state: 0, code: 500, msg: 'Internal server error', data: null });
  });

  it('keeps the specified Chinese wording by default', async () => {
    const api = devApi();
    expect((await api.call('GET', '/api/suman/v1/user/me')).json).toMatchObject({
      code: 11,
      msg: '未登录或登录失效',
    });
    expect((await api.call('GET', '/api/user/me?subApp=onmat', undefined, { Language: 'zh' })).json.msg).toBe(
      '未登录或登录失效',
    );
  });
});
