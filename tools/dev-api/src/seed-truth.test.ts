import { describe, expect, it } from 'vitest';
import { RELAXED_SMS_LIMITS } from './app';
import { devApi } from './test-helpers';

type Api = ReturnType<typeof devApi>;
const read = async (api: Api, token: string, path: string) =>
  (await api.call('GET', path, undefined, { AUTHORIZE_TOKEN: token })).json.data;

/**
 * Seeds a real account could have: a number signing in for the first time has earned nothing on
 * any brand (certificates, points, cards, orders, classes attended, students' questions); only the
 * demo number and a number given a history (POST /__dev/history) have a past.
 */
describe('seeds of a new account', () => {
  it('gives a new number nothing it did not earn, on a student and a coach sub-app', async () => {
    // One number signs in to seven sub-apps in a row.
    const api = devApi({ smsLimits: RELAXED_SMS_LIMITS });
    const phone = '13911119999';
    for (const subApp of ['onmat', 'phala', 'bay', 'slim', 'suman']) {
      const t = await api.signIn(subApp, phone);
      const q = `?subApp=${subApp}`;
      expect((await read(api, t, `/api/certificates/renewal/options${q}`)).list).toEqual([]);
      expect((await read(api, t, `/api/points${q}`)).balance).toBe(0);
      expect((await read(api, t, `/api/vip/cards${q}`)).list).toEqual([]);
      expect((await read(api, t, `/api/orders${q}&page=1&pageSize=10`)).total).toBe(0);
      expect((await read(api, t, `/api/albums/photos${q}&page=1&pageSize=10`)).total).toBe(0);
    }
    const student = await api.signIn('suman', phone);
    expect((await read(api, student, '/api/coach-answers/student/classes?subApp=suman')).list).toEqual([]);
    const coach = await api.signIn('suman-teacher', phone);
    expect((await read(api, coach, '/api/coach-answers/questions?subApp=suman-teacher')).total).toBe(0);
    const events = (await read(api, coach, '/api/coach-events/events?subApp=suman-teacher')).list as {
      signedUp: boolean;
    }[];
    expect(events.some((e) => e.signedUp)).toBe(false);
    // A new coach has applied for nothing: one state, no payouts and no level to show.
    for (const subApp of ['suman-teacher', 'onmat-teacher']) {
      const t = subApp === 'suman-teacher' ? coach : await api.signIn(subApp, phone);
      expect((await read(api, t, `/api/coach-account/application?subApp=${subApp}`)).state).toBe('none');
      expect((await read(api, t, `/api/coach-account/payouts?subApp=${subApp}`)).list).toEqual([]);
      expect(await read(api, t, `/api/coach-account/level?subApp=${subApp}`)).toBeNull();
    }
  });

  it('keeps the demo number’s history, and its totals agree across screens', async () => {
    const api = devApi();
    const bay = await api.signIn('bay');
    expect((await read(api, bay, '/api/certificates/renewal/options?subApp=bay')).list).toHaveLength(3);
    const onmat = await api.signIn('onmat');
    const losses = (await read(api, onmat, '/api/account/deletion?subApp=onmat')).losses;
    expect(losses.points).toBe((await read(api, onmat, '/api/points?subApp=onmat')).balance);
    // The demo coach is active: approved, not also queued or missing items, with a level.
    const coach = await api.signIn('suman-teacher');
    const status = await read(api, coach, '/api/coach-account/application?subApp=suman-teacher');
    expect(status).toMatchObject({ state: 'approved', position: null });
    expect((await read(api, coach, '/api/coach-account/level?subApp=suman-teacher')).level).toBe(2);
  });
});
