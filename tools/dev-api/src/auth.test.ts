import { describe, expect, it } from 'vitest';
import { devApi } from './test-helpers';

describe('sign-in', () => {
  it('sends a code (printed in the log, readable at the dev call) and logs in with it', async () => {
    const api = devApi();
    const sent = await api.call('POST', '/api/auth/sms-code', {
      subApp: 'onmat',
      areaCode: '86',
      phone: '13800138000',
    });
    expect(sent.json).toEqual({ state: 1, code: 200, msg: '', data: { resendAfter: 60 } });
    const { code } = (await api.call('GET', '/__dev/sms/latest?phone=13800138000')).json.data;
    expect(api.lines.join('\n')).toContain(code);
    const login = await api.call('POST', '/api/auth/login', {
      subApp: 'onmat',
      areaCode: '86',
      phone: '13800138000',
      code,
    });
    expect(login.json.state).toBe(1);
    expect(login.json.data.token).toMatch(/^onmat_/);
    expect(login.json.data.user).toMatchObject({ phone: '13800138000', areaCode: '86' });
  });

  it('allows one code per phone per minute, for five minutes, and five wrong tries', async () => {
    let now = 1_000_000;
    const api = devApi({ now: () => now });
    const ask = () =>
      api.call('POST', '/api/auth/sms-code', { subApp: 'slim', areaCode: '86', phone: '13900000000' });
    await ask();
    expect((await ask()).json).toMatchObject({ state: 0, code: 429 });
    now += 61_000;
    expect((await ask()).json.state).toBe(1);
    const { code } = (await api.call('GET', '/__dev/sms/latest?phone=13900000000')).json.data;
    const tryCode = (c: string) =>
      api.call('POST', '/api/auth/login', { subApp: 'slim', areaCode: '86', phone: '13900000000', code: c });
    for (let i = 0; i < 4; i++) expect((await tryCode('000000')).json.msg).toBe('验证码错误');
    expect((await tryCode('000000')).json.msg).toBe('验证码错误次数过多，请重新获取');
    expect((await tryCode(code)).json.msg).toBe('验证码错误次数过多，请重新获取');
    now += 61_000;
    await ask();
    const fresh = (await api.call('GET', '/__dev/sms/latest?phone=13900000000')).json.data.code;
    now += 5 * 60_000 + 1;
    expect((await tryCode(fresh)).json.msg).toBe('验证码已失效，请重新获取');
  });

  it('keeps separate tokens per brand and role for the same phone', async () => {
    const api = devApi();
    const student = await api.signIn('onmat');
    const coach = await api.signIn('phala-teacher');
    const me = (token: string, subApp: string) =>
      api.call('GET', `/api/user/me?subApp=${subApp}`, undefined, { AUTHORIZE_TOKEN: token });
    expect((await me(student, 'onmat')).json.state).toBe(1);
    expect((await me(coach, 'phala-teacher')).json.state).toBe(1);
    expect((await me(student, 'phala-teacher')).json).toMatchObject({ state: 0, code: 403 });
    expect((await me(coach, 'onmat')).json).toMatchObject({ state: 0, code: 403 });
  });

  it('answers 403 to the standard style and code 11 to the suman style, also after a revoke', async () => {
    const api = devApi();
    const suman = await api.signIn('suman');
    const sumanMe = (t: string) => api.call('GET', '/api/suman/v1/user/me', undefined, { token: t });
    expect((await sumanMe(suman)).json.state).toBe(1);
    expect((await sumanMe('nope')).json).toMatchObject({ state: 0, code: 11, msg: '未登录或登录失效' });
    await api.call('POST', '/__dev/tokens/revoke', { token: suman });
    expect((await sumanMe(suman)).json.code).toBe(11);
    const onmat = await api.signIn('onmat');
    await api.call('POST', '/api/auth/logout', undefined, { AUTHORIZE_TOKEN: onmat });
    expect(
      (await api.call('GET', '/api/user/me?subApp=onmat', undefined, { AUTHORIZE_TOKEN: onmat })).json.code,
    ).toBe(403);
  });

  it('exchanges a chat-platform code once', async () => {
    const api = devApi();
    // Through the gateway, as the browser sees it: the consent page returns to this origin only.
    const seen = { headers: { 'X-Forwarded-Host': 'localhost:4200', 'X-Forwarded-Proto': 'http' } };
    const backTo = encodeURIComponent('http://localhost:4200/suman/wx_h5_login?x=1');
    const consent = await api.app.request(
      `/__dev/wx/authorize?appid=wx&redirect_uri=${backTo}&scope=snsapi_userinfo&state=`,
      seen,
    );
    expect(await consent.text()).toContain('允许');
    const back = await api.app.request(`/__dev/wx/authorize/allow?redirect_uri=${backTo}&state=`, seen);
    const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
    const first = await api.call('POST', '/api/auth/wx/exchange', { subApp: 'suman', code });
    expect(first.json.data.token).toMatch(/^suman_/);
    expect((await api.call('POST', '/api/auth/wx/exchange', { subApp: 'suman', code })).json).toMatchObject({
      state: 0,
      msg: '授权码无效或已使用',
    });
  });
});
