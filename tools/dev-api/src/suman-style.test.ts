import { describe, expect, it } from 'vitest';
import { devApi } from './test-helpers';

const suman = (token?: string) => ({ device: 'h5', ...(token ? { token } : {}) });

describe('suman-style requests, on every domain', () => {
  it('sign a student in by `token` and answer code 11 once it is revoked (orders)', async () => {
    const api = devApi();
    const token = await api.signIn('suman');
    const orders = (headers: Record<string, string>) =>
      api.call('GET', '/api/orders?subApp=suman', undefined, headers);
    expect((await orders(suman(token))).json.state).toBe(1);
    await api.call('POST', '/__dev/tokens/revoke', { token });
    expect((await orders(suman(token))).json).toMatchObject({ state: 0, code: 11, msg: '未登录或登录失效' });
    // The standard style of the same call keeps its 403.
    expect((await orders({ AUTHORIZE_TOKEN: token })).json).toMatchObject({ state: 0, code: 403 });
  });

  it('sign a coach in by `token` and answer code 11 without one, in the caller’s language (coach account)', async () => {
    const api = devApi();
    const token = await api.signIn('suman-teacher');
    const payouts = (headers: Record<string, string>) =>
      api.call('GET', '/api/coach-account/payouts?subApp=suman-teacher', undefined, headers);
    expect((await payouts(suman(token))).json.state).toBe(1);
    expect((await payouts({ ...suman(), Language: 'en' })).json).toMatchObject({
      state: 0,
      code: 11,
      msg: 'Not logged in or login expired',
    });
    expect((await payouts(suman(token))).status).toBe(200);
  });

  it('take only `token` from a suman-style request: a standard header is not a sign-in', async () => {
    const api = devApi();
    const token = await api.signIn('suman');
    const res = await api.call('GET', '/api/orders?subApp=suman', undefined, {
      ...suman(),
      AUTHORIZE_TOKEN: token,
    });
    expect(res.json).toMatchObject({ state: 0, code: 11 });
  });
});
