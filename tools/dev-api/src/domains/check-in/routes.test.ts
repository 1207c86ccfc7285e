import { describe, expect, it } from 'vitest';
import { CHECK_IN_CODES, checkInActivity, checkInResult, checkInRules } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { businessDay } from './seed';

const base = '/api/check-in';
const q = '?subApp=onmat';
const DAY = 86_400_000;

/** A stand-in whose clock the test moves: starts at 10:00 China time today. */
function stand() {
  const t = { now: Date.parse(`${businessDay(TEST_NOW)}T02:00:00Z`) };
  const api = devApi({ now: () => t.now });
  const as = async (phone?: string, subApp = 'onmat') => {
    const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone) };
    return {
      get: (path: string) => api.call('GET', path, undefined, headers),
      post: (path: string) => api.call('POST', path, undefined, headers),
      post2: (path: string, body: unknown) => api.call('POST', path, body, headers),
    };
  };
  return { api, t, as };
}

describe('check-in stand-in', () => {
  it('shows an activity signed out without the viewer part, with its period around today', async () => {
    const { api, t } = stand();
    const a = checkInActivity.parse((await api.call('GET', `${base}/activities/1${q}`)).json.data);
    expect(a.state).toBe('open');
    expect(a.viewer).toBeNull();
    expect(a.today).toBe(businessDay(t.now));
    expect(a.startDay < a.today && a.today < a.endDay).toBe(true);
    expect(a.rewards).toEqual([
      { days: 3, points: 10 },
      { days: 7, points: 30 },
    ]);
    const en = await api.call('GET', `${base}/activities/1${q}`, undefined, { Language: 'en' });
    expect(en.json.data.title).toBe('Daily check-in for points');
  });

  it('checks in once per business day, pays the ledger with reason checkin, refuses the second', async () => {
    const { as } = stand();
    const me = await as();
    const before = (await me.get(`/api/points${q}`)).json.data.balance as number;
    const done = checkInResult.parse((await me.post(`${base}/activities/1/check-in${q}`)).json.data);
    expect(done).toMatchObject({ streak: 1, points: 5, bonus: 0 });
    expect((await me.get(`/api/points${q}`)).json.data.balance).toBe(before + 5);
    const ledger = (await me.get(`/api/points/ledger${q}&kind=all&page=1&pageSize=5`)).json.data;
    expect(ledger.list[0]).toMatchObject({ reason: 'checkin', delta: 5, title: '每日签到领积分' });
    const again = await me.post(`${base}/activities/1/check-in${q}`);
    expect(again.json.code).toBe(CHECK_IN_CODES.alreadyToday);
    expect(again.json.msg).toContain('今天已经签到');
    const a = (await me.get(`${base}/activities/1${q}`)).json.data;
    expect(a.viewer).toMatchObject({ checkedToday: true, streak: 1, days: [done.day] });
  });

  it('refuses two check-ins at once: one wins, one is refused, one ledger line', async () => {
    const { as } = stand();
    const me = await as();
    const both = await Promise.all([
      me.post(`${base}/activities/1/check-in${q}`),
      me.post(`${base}/activities/1/check-in${q}`),
    ]);
    expect(both.map((r) => r.json.state).sort()).toEqual([0, 1].sort());
    expect(both.some((r) => r.json.code === CHECK_IN_CODES.alreadyToday)).toBe(true);
    const ledger = (await me.get(`/api/points/ledger${q}&kind=all&page=1&pageSize=50`)).json.data;
    expect(ledger.list.filter((l: { reason: string }) => l.reason === 'checkin')).toHaveLength(1);
  });

  it('counts the streak by business day (China time), pays 3 and 7 days in a row, restarts after a gap', async () => {
    const { as, t } = stand();
    const me = await as();
    const streaks: [number, number][] = [];
    for (let i = 0; i < 7; i++) {
      const r = (await me.post(`${base}/activities/1/check-in${q}`)).json.data;
      streaks.push([r.streak, r.bonus]);
      t.now += DAY;
    }
    expect(streaks).toEqual([
      [1, 0],
      [2, 0],
      [3, 10],
      [4, 0],
      [5, 0],
      [6, 0],
      [7, 30],
    ]);
    // 23:30 China time is still that business day; 00:30 is the next one, whatever UTC says.
    t.now = Date.parse(`${businessDay(t.now)}T15:30:00Z`); // 23:30 China time
    expect((await me.post(`${base}/activities/1/check-in${q}`)).json.data.streak).toBe(8);
    t.now += 60 * 60_000; // 00:30 China time: a new business day
    expect((await me.post(`${base}/activities/1/check-in${q}`)).json.data.streak).toBe(9);
    t.now += 2 * DAY; // a day missed
    const open = (await me.get(`${base}/activities/1${q}`)).json.data.viewer;
    expect(open).toMatchObject({ checkedToday: false, streak: 0 });
    expect((await me.post(`${base}/activities/1/check-in${q}`)).json.data).toMatchObject({
      streak: 1,
      bonus: 0,
    });
  });

  it('refuses an activity not started or ended, and an unknown or another sub-app’s id', async () => {
    const { as, api } = stand();
    const me = await as();
    expect((await me.get(`${base}/activities/2${q}`)).json.data.state).toBe('ended');
    expect((await me.get(`${base}/activities/3${q}`)).json.data.state).toBe('upcoming');
    expect((await me.post(`${base}/activities/2/check-in${q}`)).json.code).toBe(CHECK_IN_CODES.ended);
    expect((await me.post(`${base}/activities/3/check-in${q}`)).json.code).toBe(CHECK_IN_CODES.notStarted);
    expect((await me.get(`${base}/activities/999${q}`)).json.code).toBe(CHECK_IN_CODES.activityNotFound);
    expect((await me.get(`${base}/activities/abc${q}`)).json.code).toBe(CHECK_IN_CODES.activityNotFound);
    expect((await api.call('GET', `${base}/activities/11${q}`)).json.code).toBe(
      CHECK_IN_CODES.activityNotFound,
    );
    expect((await api.call('GET', `${base}/activities/11?subApp=phala`)).json.data.state).toBe('open');
  });

  it('dev: records yesterday for the caller, so today makes a two-day streak', async () => {
    const { as, t } = stand();
    const me = await as();
    const { day } = (await me.post2('/__dev/check-in/yesterday?subApp=onmat', { activityId: 1 })).json.data;
    expect(day).toBe(businessDay(t.now - DAY));
    expect((await me.get(`${base}/activities/1${q}`)).json.data.viewer).toMatchObject({
      streak: 1,
      checkedToday: false,
    });
    expect((await me.post(`${base}/activities/1/check-in${q}`)).json.data).toMatchObject({
      streak: 2,
      points: 5,
    });
  });

  it('needs a token of the same sub-app to check in', async () => {
    const { api, as } = stand();
    expect((await api.call('POST', `${base}/activities/1/check-in${q}`)).json.code).toBe(403);
    const phala = await as(undefined, 'phala');
    expect((await phala.post(`${base}/activities/1/check-in${q}`)).json.code).toBe(403);
  });

  it('serves the rules in the caller’s language, the current activity’s without an id', async () => {
    const { api } = stand();
    const zh = checkInRules.parse((await api.call('GET', `${base}/rules${q}`)).json.data);
    expect(zh.activityId).toBe(1);
    expect(zh.rules.join('')).toContain('连续签到 3 天');
    const en = (await api.call('GET', `${base}/rules?subApp=phala&id=12`, undefined, { Language: 'en' })).json
      .data;
    expect(en).toMatchObject({ activityId: 12, title: 'Last month’s check-in' });
    expect(en.rules.join(' ')).toContain('3 days in a row');
    expect((await api.call('GET', `${base}/rules${q}&id=x`)).json.code).toBe(400);
  });
});
