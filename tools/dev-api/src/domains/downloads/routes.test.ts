import { describe, expect, it } from 'vitest';
import { appRelease, coachCard, DOWNLOADS_CODES, tvLogin } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';

const base = '/api/downloads';

/** A stand-in whose clock the test moves, and a phala student signed in on it. */
async function tv() {
  let now = TEST_NOW;
  const api = devApi({ now: () => now });
  const token = await api.signIn('phala');
  const headers = { AUTHORIZE_TOKEN: token };
  const newCode = async () =>
    (await api.call('POST', '/__dev/tv-login/codes', { subApp: 'phala' })).json.data.code as string;
  const get = (code: string, subApp = 'phala', h = headers) =>
    api.call('GET', `${base}/tv-login/${code}?subApp=${subApp}`, undefined, h);
  const decide = (code: string, decision: 'confirm' | 'refuse', subApp = 'phala', h = headers) =>
    api.call('POST', `${base}/tv-login/${code}`, { subApp, decision }, h);
  return { api, headers, newCode, get, decide, tick: (ms: number) => (now += ms) };
}

describe('downloads stand-in: TV sign-in', () => {
  it('shows a pending code with its device, confirms it once, then refuses it as used', async () => {
    const { newCode, get, decide } = await tv();
    const code = await newCode();
    const pending = tvLogin.parse((await get(code)).json.data);
    expect(pending.state).toBe('pending');
    expect(pending.device.model).not.toBe('');
    expect(Date.parse(pending.expiresAt) - Date.parse(pending.requestedAt)).toBe(5 * 60_000);
    expect(tvLogin.parse((await decide(code, 'confirm')).json.data).state).toBe('confirmed');
    expect((await decide(code, 'confirm')).json.code).toBe(DOWNLOADS_CODES.tvCodeUsed);
    expect((await decide(code, 'refuse')).json.code).toBe(DOWNLOADS_CODES.tvCodeUsed);
    expect((await get(code)).json.code).toBe(DOWNLOADS_CODES.tvCodeUsed);
  });

  it('a refused code is used up too', async () => {
    const { newCode, decide } = await tv();
    const code = await newCode();
    expect((await decide(code, 'refuse')).json.data.state).toBe('refused');
    expect((await decide(code, 'confirm')).json.code).toBe(DOWNLOADS_CODES.tvCodeUsed);
  });

  it("expires five minutes after the TV asked, by the server's clock", async () => {
    const { newCode, get, decide, tick } = await tv();
    const code = await newCode();
    tick(5 * 60_000 - 1000);
    expect((await get(code)).json.state).toBe(1);
    tick(1000);
    expect((await get(code)).json.code).toBe(DOWNLOADS_CODES.tvCodeExpired);
    expect((await decide(code, 'confirm')).json.code).toBe(DOWNLOADS_CODES.tvCodeExpired);
  });

  it('answers unknown for a malformed or never-issued code, and for another brand', async () => {
    const { api, newCode, get } = await tv();
    expect((await get('abc')).json.code).toBe(DOWNLOADS_CODES.tvCodeNotFound);
    expect((await get('ZZZZZZ')).json.code).toBe(DOWNLOADS_CODES.tvCodeNotFound);
    const code = await newCode();
    const onmat = { AUTHORIZE_TOKEN: await api.signIn('onmat') };
    expect((await get(code, 'onmat', onmat)).json.code).toBe(DOWNLOADS_CODES.tvCodeNotFound);
  });

  it("refuses without a token and with another sub-app's token", async () => {
    const { api, newCode, get, decide } = await tv();
    const code = await newCode();
    expect((await get(code, 'phala', {} as never)).json.code).toBe(403);
    const teacher = { AUTHORIZE_TOKEN: await api.signIn('phala-teacher') };
    expect((await get(code, 'phala', teacher)).json.code).toBe(403);
    expect((await decide(code, 'confirm', 'phala', teacher)).json.code).toBe(403);
    // Nothing was decided by those calls.
    expect((await get(code)).json.data.state).toBe('pending');
  });
});

describe('downloads stand-in: builds and coach cards', () => {
  it("gives the brand's builds per channel, worded in the caller's language", async () => {
    const api = devApi();
    const rel = appRelease.parse((await api.call('GET', `${base}/app-version?subApp=phala`)).json.data);
    expect(rel.scheme).toBe('phala');
    expect(rel.ios.url).toContain('apps.apple.com');
    expect(rel.android.url).toMatch(/\.apk$/);
    const test = appRelease.parse(
      (await api.call('GET', `${base}/app-version?subApp=phala&channel=test`, undefined, { Language: 'en' }))
        .json.data,
    );
    expect(test.channel).toBe('test');
    expect(test.ios.version).toContain('beta');
    expect(test.ios.notes[0]).toMatch(/^Test build/);
    expect(TEST_NOW - Date.parse(test.ios.releasedAt)).toBeLessThan(3 * 86_400_000);
  });

  it('gives the TV builds on channel tv, not the phone packages', async () => {
    const api = devApi();
    const phone = appRelease.parse((await api.call('GET', `${base}/app-version?subApp=phala`)).json.data);
    const tv = appRelease.parse(
      (await api.call('GET', `${base}/app-version?subApp=phala&channel=tv`, undefined, { Language: 'en' }))
        .json.data,
    );
    expect(tv.channel).toBe('tv');
    expect(tv.android.url).toMatch(/-tv-[\d.]+\.apk$/);
    expect(tv.android.url).not.toBe(phone.android.url);
    expect(tv.ios.url).not.toBe(phone.ios.url);
    expect(tv.android.notes[0]).toBe('Follow classes on the big screen');
  });

  it("shows a course coach's card, and refuses an unknown or another brand's coach", async () => {
    const api = devApi();
    const card = coachCard.parse((await api.call('GET', `${base}/coaches/101?subApp=onmat`)).json.data);
    expect(card.name).toBe('林晓岚');
    expect(card.chatId).not.toBe('');
    expect((await api.call('GET', `${base}/coaches/201?subApp=onmat`)).json.code).toBe(
      DOWNLOADS_CODES.coachNotFound,
    );
    expect((await api.call('GET', `${base}/coaches/99999?subApp=onmat`)).json.code).toBe(
      DOWNLOADS_CODES.coachNotFound,
    );
    expect((await api.call('GET', `${base}/coaches/x1?subApp=onmat`)).json.code).toBe(
      DOWNLOADS_CODES.coachNotFound,
    );
    const avatar = await api.app.request(`${base}/coaches/101/avatar.svg`);
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
  });

  it("gives a visitor the brand's service coach and a student with a paid course their own coach", async () => {
    const api = devApi();
    const visitor = coachCard.parse((await api.call('GET', `${base}/my-coach?subApp=onmat`)).json.data);
    expect(visitor.mine).toBe(false);
    const student = coachCard.parse(
      (
        await api.call('GET', `${base}/my-coach?subApp=onmat`, undefined, {
          AUTHORIZE_TOKEN: await api.signIn('onmat'),
        })
      ).json.data,
    );
    // The demo student has paid courses at seed time.
    expect(student.mine).toBe(true);
    expect(student.id).not.toBe(visitor.id);
  });
});
