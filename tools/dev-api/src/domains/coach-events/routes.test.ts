import { describe, expect, it } from 'vitest';
import { COACH_EVENT_CODES, coachEvent, coachEventList } from '@yoga/contract';
import { devApi } from '../../test-helpers';

const base = '/api/coach-events/events';
const q = '?subApp=suman-teacher';

/** A coach with a history (attended the ended workshop); a new coach attended nothing. */
async function coach(phone: string, api = devApi()) {
  await api.giveHistory(phone);
  const headers = { AUTHORIZE_TOKEN: await api.signIn('suman-teacher', phone) };
  const get = (path: string) => api.call('GET', path, undefined, headers);
  const post = (path: string, body: unknown = {}) => api.call('POST', path, body, headers);
  const list = coachEventList.parse((await get(`${base}${q}`)).json.data).list;
  const open = list.find((e) => e.state === 'upcoming' && e.seatsLeft > 0)!;
  const full = list.find((e) => e.state === 'upcoming' && e.seatsLeft === 0)!;
  const ended = list.find((e) => e.state === 'ended')!;
  return { api, get, post, open, full, ended };
}

describe('coach-events stand-in', () => {
  it('records a new coach as attending nothing', async () => {
    const api = devApi();
    const headers = { AUTHORIZE_TOKEN: await api.signIn('suman-teacher', '13900005750') };
    const list = coachEventList.parse(
      (await api.call('GET', `${base}${q}`, undefined, headers)).json.data,
    ).list;
    expect(list.some((e) => e.signedUp)).toBe(false);
  });

  it('holds every event at daytime hours in China and names it for its season', async () => {
    const api = devApi({ now: () => Date.parse('2026-12-06T14:26:00Z') }); // 22:26 in China
    const headers = { AUTHORIZE_TOKEN: await api.signIn('suman-teacher', '13900005749') };
    const list = coachEventList.parse(
      (await api.call('GET', `${base}${q}`, undefined, headers)).json.data,
    ).list;
    const chinaHour = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).getUTCHours();
    for (const e of list) {
      expect(chinaHour(e.startsAt)).toBeGreaterThanOrEqual(8);
      expect(chinaHour(e.endsAt)).toBeLessThanOrEqual(21);
      expect(e.title).not.toMatch(/春季|夏季|秋季/);
    }
  });

  it('seeds an upcoming event with seats, a full one and an ended one the coach attended', async () => {
    const { open, full, ended } = await coach('13900005751');
    expect(open.signedUp).toBe(false);
    expect(full.seatsLeft).toBe(0);
    expect(ended).toMatchObject({ signedUp: true, canGiveFeedback: true, feedback: null });
  });

  it('signs up taking a seat, refuses twice, cancels giving it back; a full event refuses', async () => {
    const { post, open, full } = await coach('13900005752');
    const signed = coachEvent.parse((await post(`${base}/${open.id}/signup${q}`)).json.data);
    expect(signed).toMatchObject({ signedUp: true, seatsLeft: open.seatsLeft - 1 });
    expect((await post(`${base}/${open.id}/signup${q}`)).json.code).toBe(COACH_EVENT_CODES.alreadySignedUp);
    const back = coachEvent.parse((await post(`${base}/${open.id}/cancel${q}`)).json.data);
    expect(back).toMatchObject({ signedUp: false, seatsLeft: open.seatsLeft });
    const refused = (await post(`${base}/${full.id}/signup${q}`)).json;
    expect(refused).toMatchObject({ state: 0, code: COACH_EVENT_CODES.full });
    expect(refused.msg).toMatch(/名额已满/);
  });

  it('never gives more seats than there are under concurrent sign-ups', async () => {
    const api = devApi();
    const first = await coach('13900005760', api);
    const coaches = await Promise.all(
      Array.from({ length: first.open.seatsLeft + 4 }, (_, i) => coach(`139000057${70 + i}`, api)),
    );
    const results = await Promise.all(coaches.map((c) => c.post(`${base}/${first.open.id}/signup${q}`)));
    expect(results.filter((r) => r.json.state === 1)).toHaveLength(first.open.seatsLeft);
    expect(results.filter((r) => r.json.code === COACH_EVENT_CODES.full)).toHaveLength(4);
    expect(coachEvent.parse((await first.get(`${base}/${first.open.id}${q}`)).json.data).seatsLeft).toBe(0);
  });

  it('takes feedback once, only after an attended event ended', async () => {
    const { post, open, ended } = await coach('13900005753');
    const body = { rating: 4, text: '收获很大' };
    expect((await post(`${base}/${open.id}/feedback${q}`, body)).json.code).toBe(
      COACH_EVENT_CODES.feedbackNotAllowed,
    );
    const sent = coachEvent.parse((await post(`${base}/${ended.id}/feedback${q}`, body)).json.data);
    expect(sent).toMatchObject({ canGiveFeedback: false, feedback: { rating: 4, text: '收获很大' } });
    expect((await post(`${base}/${ended.id}/feedback${q}`, body)).json.code).toBe(
      COACH_EVENT_CODES.feedbackAlreadySent,
    );
    expect((await post(`${base}/${ended.id}/feedback${q}`, { rating: 9, text: '' })).json.state).toBe(0);
  });

  it('refuses a student token and another brand’s coach token', async () => {
    const api = devApi();
    for (const subApp of ['suman', 'onmat-teacher']) {
      const token = await api.signIn(subApp);
      const res = await api.call('GET', `${base}?subApp=${subApp}`, undefined, { AUTHORIZE_TOKEN: token });
      expect(res.json).toMatchObject({ state: 0, code: COACH_EVENT_CODES.coachOnly });
      const post = await api.call(
        'POST',
        `${base}/1/signup?subApp=${subApp}`,
        {},
        { AUTHORIZE_TOKEN: token },
      );
      expect(post.json).toMatchObject({ state: 0, code: COACH_EVENT_CODES.coachOnly });
    }
  });
});
