import { describe, expect, it } from 'vitest';
import { devApi } from './test-helpers';

const MINUTE = 60_000;

describe('phone numbers are normalised before anything else', () => {
  it.each([
    ['086', '13800138000'],
    ['0086', '13800138000'],
    ['86', '013800138000'],
  ])('+%s %s is the account, the code and the interval of +86 13800138000', async (areaCode, phone) => {
    const api = devApi();
    const plain = { subApp: 'onmat', areaCode: '86', phone: '13800138000' };
    const token = await api.signIn('onmat');
    const me = await api.call('GET', '/api/user/me?subApp=onmat', undefined, { AUTHORIZE_TOKEN: token });
    const spelt = { subApp: 'onmat', areaCode, phone };
    const sent = await api.call('POST', '/api/auth/sms-code', spelt);
    expect(sent.json.state).toBe(1);
    expect((await api.call('POST', '/api/auth/sms-code', plain)).json.code).toBe(429);
    const { code } = (await api.call('GET', '/__dev/sms/latest?phone=13800138000')).json.data;
    const again = await api.call('POST', '/api/auth/login', { ...spelt, code });
    expect(again.json.data.user).toEqual(me.json.data);
    expect(me.json.data).toMatchObject({ phone: '13800138000', areaCode: '86' });
  });

  it.each([
    ['86', '1380013800'],
    ['86', '23800138000'],
    ['999', '13800138000'],
    ['44', '07700900123'],
  ])('refuses +%s %s, which is not a valid number there', async (areaCode, phone) => {
    const r = await devApi().call('POST', '/api/auth/sms-code', { subApp: 'onmat', areaCode, phone });
    expect(r.json).toEqual({ state: 0, code: 400, msg: '手机号格式不正确', data: null });
  });
});

describe('guessing stops', () => {
  it('caps wrong codes per number per hour across resends', async () => {
    let now = 1_000_000;
    const api = devApi({ now: () => now });
    const body = { subApp: 'slim', areaCode: '86', phone: '13900000000' };
    const resend = async () => {
      now += MINUTE + 1000;
      expect((await api.call('POST', '/api/auth/sms-code', body)).json.state).toBe(1);
      return (await api.call('GET', '/__dev/sms/latest?phone=13900000000')).json.data.code as string;
    };
    const login = (code: string) => api.call('POST', '/api/auth/login', { ...body, code });
    await resend();
    for (let i = 0; i < 5; i++) await login('000000');
    const code = await resend();
    for (let i = 0; i < 5; i++) expect((await login('000000')).json.code).toBe(400);
    // Ten wrong in the hour: even the right code of a fresh resend is refused until the hour is over.
    expect((await login(code)).json).toEqual({
      state: 0,
      code: 429,
      msg: '验证码错误次数过多，请一小时后再试',
      data: null,
    });
    now += 60 * MINUTE;
    expect((await login(await resend())).json.state).toBe(1);
  });

  it('throttles a stranger’s wrong codes by client: the owner still signs in from another', async () => {
    let now = 1_000_000;
    const api = devApi({ now: () => now });
    const body = { subApp: 'slim', areaCode: '86', phone: '13900000001' };
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    const stranger = from('203.0.113.66');
    const owner = from('198.51.100.8');
    const resend = async (who: Record<string, string>) => {
      now += MINUTE + 1000;
      expect((await api.call('POST', '/api/auth/sms-code', body, who)).json.state).toBe(1);
      return (await api.call('GET', '/__dev/sms/latest?phone=13900000001')).json.data.code as string;
    };
    const login = (code: string, who: Record<string, string>) =>
      api.call('POST', '/api/auth/login', { ...body, code }, who);
    for (let round = 0; round < 2; round++) {
      await resend(stranger);
      for (let i = 0; i < 5; i++) expect((await login('000000', stranger)).json.code).toBe(400);
    }
    // The stranger made ten wrong tries: he is stopped for the hour, even with a right code.
    const code = await resend(owner);
    expect((await login(code, stranger)).json).toMatchObject({
      code: 429,
      msg: '验证码错误次数过多，请一小时后再试',
    });
    // The owner, from his own client, signs in with the right code.
    expect((await login(code, owner)).json.state).toBe(1);
  });

  it('burns a code for the client that guessed five times, not for its owner', async () => {
    const api = devApi();
    const body = { subApp: 'slim', areaCode: '86', phone: '13900000002' };
    const stranger = { 'X-Forwarded-For': '203.0.113.67' };
    const owner = { 'X-Forwarded-For': '198.51.100.9' };
    await api.call('POST', '/api/auth/sms-code', body, owner);
    const code = (await api.call('GET', '/__dev/sms/latest?phone=13900000002')).json.data.code as string;
    for (let i = 0; i < 5; i++)
      await api.call('POST', '/api/auth/login', { ...body, code: '000000' }, stranger);
    expect((await api.call('POST', '/api/auth/login', { ...body, code }, stranger)).json.msg).toBe(
      '验证码错误次数过多，请重新获取',
    );
    expect((await api.call('POST', '/api/auth/login', { ...body, code }, owner)).json.state).toBe(1);
  });

  it('caps sends per number per hour', async () => {
    let now = 1_000_000;
    const api = devApi({ now: () => now });
    const ask = () =>
      api.call('POST', '/api/auth/sms-code', { subApp: 'slim', areaCode: '86', phone: '13900000000' });
    for (let i = 0; i < 5; i++, now += MINUTE + 1000) expect((await ask()).json.state).toBe(1);
    expect((await ask()).json).toMatchObject({
      code: 429,
      msg: '该号码一小时内获取验证码次数过多，请稍后再试',
    });
    now += 60 * MINUTE;
    expect((await ask()).json.state).toBe(1);
  });

  it('lets an outsider’s SMS requests neither void the owner’s code nor stop the owner asking', async () => {
    let now = 1_000_000;
    const api = devApi({ now: () => now });
    const body = { subApp: 'slim', areaCode: '86', phone: '13900000003' };
    const outsider = { 'X-Forwarded-For': '203.0.113.68' };
    const owner = { 'X-Forwarded-For': '198.51.100.10' };
    const latest = async () =>
      (await api.call('GET', '/__dev/sms/latest?phone=13900000003')).json.data.code as string;
    expect((await api.call('POST', '/api/auth/sms-code', body, owner)).json.state).toBe(1);
    const mine = await latest();
    // The outsider asks as often as he may: a new code each minute, up to his cap and past it.
    for (let i = 0; i < 7; i++, now += MINUTE + 1000)
      await api.call('POST', '/api/auth/sms-code', body, outsider);
    now -= 3 * MINUTE; // the owner types his code within its five minutes
    expect((await api.call('POST', '/api/auth/login', { ...body, code: mine }, owner)).json.state).toBe(1);
    now += 3 * MINUTE;
    // And the owner can still ask for a new code and sign in with it.
    expect((await api.call('POST', '/api/auth/sms-code', body, owner)).json.state).toBe(1);
    const next = await latest();
    expect((await api.call('POST', '/api/auth/login', { ...body, code: next }, owner)).json.state).toBe(1);
  });

  it('caps sends per client (X-Forwarded-For first hop) per hour', async () => {
    const api = devApi();
    const ask = (i: number, client: string) =>
      api.call(
        'POST',
        '/api/auth/sms-code',
        { subApp: 'onmat', areaCode: '86', phone: `1380000${String(i).padStart(4, '0')}` },
        { 'X-Forwarded-For': `${client}, 10.0.0.1` },
      );
    for (let i = 0; i < 60; i++) expect((await ask(i, '203.0.113.7')).json.state).toBe(1);
    expect((await ask(60, '203.0.113.7')).json).toMatchObject({
      code: 429,
      msg: '获取验证码过于频繁，请一小时后再试',
    });
    expect((await ask(61, '198.51.100.2')).json.state).toBe(1);
  });
});
