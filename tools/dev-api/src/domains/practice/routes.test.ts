import { describe, expect, it } from 'vitest';
import { clockMonth, familyList, measurementHistory, PRACTICE_CODES, practiceHome } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { uploadPng } from './contract-calls';
import { chinaDay, daysBefore } from './seed';

const base = '/api/practice';
const q = '?subApp=slim';

async function signedIn(phone?: string, api = devApi()) {
  const token = await api.signIn('slim', phone);
  const headers = { AUTHORIZE_TOKEN: token };
  const get = (path: string) =>
    api.call('GET', `${base}${path}${path.includes('?') ? '&' : '?'}subApp=slim`, undefined, headers);
  const post = (path: string, body?: unknown) => api.call('POST', `${base}${path}${q}`, body, headers);
  return { api, token, headers, get, post };
}

describe('practice stand-in', () => {
  it('seeds the demo student relative to today: a 4-day streak, a family member, 12 weights', async () => {
    const { get } = await signedIn();
    const today = chinaDay(TEST_NOW);
    const month = clockMonth.parse((await get('/clock')).json.data);
    expect(month.today).toBe(today);
    expect(month.streak).toBe(4);
    expect(month.days).not.toContain(today);
    expect(familyList.parse((await get('/family')).json.data).list.map((m) => m.name)).toEqual(['妈妈']);
    const weight = measurementHistory.parse((await get('/measurements/weight')).json.data);
    expect(weight.points).toHaveLength(12);
    expect(weight.points.at(-1)!.day).toBe(daysBefore(today, 3));
    const home = practiceHome.parse((await get('/home')).json.data);
    expect(home).toMatchObject({ signedIn: true, streak: 4, familyCount: 1 });
    expect(home.programme.day).toBe(10);
    expect(home.todayPractice.clocked).toBe(false);
  });

  it('adds a family member and clocks a practice for them: it counts for them, not the account’s streak', async () => {
    const { api, token, get, post } = await signedIn();
    const added = (await post('/family', { name: ' 女儿 ', relation: 'child' })).json;
    expect(added.data).toMatchObject({ name: '女儿', relation: 'child' });
    const photoId = await uploadPng(api, token);
    const clocked = (await post('/clock', { minutes: 25, photoId, memberId: added.data.id })).json;
    expect(clocked.data).toMatchObject({
      minutes: 25,
      memberName: '女儿',
      photoUrl: `/api/uploads/${photoId}`,
    });
    const month = clockMonth.parse((await get('/clock')).json.data);
    expect(month.days).not.toContain(month.today);
    expect(month.streak).toBe(4);
    expect(month.list[0]).toMatchObject({ id: clocked.data.id, memberName: '女儿' });
    const home = practiceHome.parse((await get('/home')).json.data);
    expect(home.streak).toBe(4);
    expect(home.todayPractice.clocked).toBe(false);

    // The holder's own practice is what moves the streak to today.
    const own = await uploadPng(api, token);
    await post('/clock', { minutes: 30, photoId: own, memberId: null });
    expect(clockMonth.parse((await get('/clock')).json.data)).toMatchObject({ streak: 5 });
    expect((await get('/home')).json.data.todayPractice.clocked).toBe(true);
  });

  it('validates with the contract, in the caller’s language', async () => {
    const { api, token, headers, post } = await signedIn();
    const en = (path: string, body: unknown) =>
      api.call('POST', `${base}${path}${q}`, body, { ...headers, Language: 'en' });
    expect((await post('/profile', { height: 99, weight: 60, goalWeight: 55 })).json).toMatchObject({
      code: 400,
      msg: '身高请填写 100 到 230 厘米的整数',
    });
    expect((await en('/profile', { height: 160, weight: 60.55, goalWeight: 55 })).json.msg).toMatch(/Weight/);
    expect((await post('/family', { name: '', relation: 'child' })).json.code).toBe(400);
    expect((await post('/family', { name: 'a', relation: 'cousin' })).json.code).toBe(400);
    const photoId = await uploadPng(api, token);
    expect((await post('/clock', { minutes: 2, photoId })).json.code).toBe(400);
    expect((await post('/clock', { minutes: 30, photoId: 'x' })).json.code).toBe(400);
    expect((await api.call('GET', `${base}/clock${q}&month=2026-13`, undefined, headers)).json.code).toBe(
      400,
    );
    expect((await api.call('GET', `${base}/measurements/height${q}`, undefined, headers)).json.code).toBe(
      400,
    );
    const saved = (await post('/profile', { height: 166, weight: 60.2, goalWeight: 55 })).json.data;
    expect(saved).toEqual({ height: 166, weight: 60.2, goalWeight: 55 });
  });

  it('keeps a family of at most six', async () => {
    const { post } = await signedIn('13900139011');
    for (let i = 0; i < 6; i++)
      expect((await post('/family', { name: `成员${i}`, relation: 'other' })).json.state).toBe(1);
    expect((await post('/family', { name: '第七位', relation: 'other' })).json.code).toBe(
      PRACTICE_CODES.familyLimit,
    );
  });

  it("refuses other users' data: members, photos", async () => {
    const mine = await signedIn();
    const memberId = (await mine.get('/family')).json.data.list[0].id;
    const other = await signedIn('13900139000', mine.api);
    expect((await other.get('/family')).json.data.list).toEqual([]);
    expect((await other.post(`/family/${memberId}`, { name: '偷改', relation: 'other' })).json.code).toBe(
      404,
    );
    expect((await other.post(`/family/${memberId}/delete`)).json.code).toBe(404);
    const photoId = await uploadPng(mine.api, mine.token);
    expect((await other.post('/clock', { minutes: 30, photoId })).json.code).toBe(
      PRACTICE_CODES.photoNotYours,
    );
    expect(
      (await other.post('/clock', { minutes: 30, photoId: await uploadPng(mine.api, other.token), memberId }))
        .json.code,
    ).toBe(404);
    expect((await other.get('/clock')).json.data).toMatchObject({ days: [], streak: 0 });
    expect((await other.get('/measurements/weight')).json.data.points).toEqual([]);
  });

  it('removes and edits a member; a removed one is gone', async () => {
    const { get, post } = await signedIn();
    const id = (await post('/family', { name: '爸爸', relation: 'parent' })).json.data.id;
    expect((await post(`/family/${id}`, { name: '老爸', relation: 'parent' })).json.data.name).toBe('老爸');
    expect((await post(`/family/${id}/delete`)).json.state).toBe(1);
    expect((await get('/family')).json.data.list.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await post(`/family/${id}/delete`)).json.code).toBe(404);
  });

  it('answers 403 without a token and refuses another sub-app’s token', async () => {
    const api = devApi();
    expect((await api.call('GET', `${base}/family${q}`)).json.code).toBe(403);
    const onmat = { AUTHORIZE_TOKEN: await api.signIn('onmat') };
    expect((await api.call('GET', `${base}/family${q}`, undefined, onmat)).json.code).toBe(403);
    expect((await api.call('GET', `${base}/family?subApp=onmat`, undefined, onmat)).json.code).toBe(
      PRACTICE_CODES.practiceWrongSubApp,
    );
    const visitor = practiceHome.parse((await api.call('GET', `${base}/home${q}`)).json.data);
    expect(visitor).toMatchObject({ signedIn: false, profile: null, streak: 0 });
    expect(visitor.videoCourses.length).toBeGreaterThan(0);
  });
});
