import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_CODES,
  campaignEvent,
  campaignReceipt,
  matOffer,
  recipeList,
  repProgramme,
  welfareOffer,
} from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';

const base = '/api/campaigns';

function stand() {
  const api = devApi();
  const as = async (phone: string, subApp = 'suman') => {
    const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone) };
    const post = (path: string, body?: unknown, sub = subApp) =>
      api.call('POST', `${base}${path}?subApp=${sub}`, body, headers);
    const get = (path: string, sub = subApp) =>
      api.call('GET', `${base}${path}?subApp=${sub}`, undefined, headers);
    return { headers, post, get };
  };
  const setEvent = (b: { seatsLeft?: number; ended?: boolean }) =>
    api.call('POST', '/__dev/campaigns/event', { key: 'activity38', ...b });
  return { api, as, setEvent };
}
const form = { name: '李雪', phone: '13900000061', city: '杭州', reason: '我想把瑜伽带给更多身边的朋友。' };

describe('campaigns stand-in', () => {
  it('shows the event signed out, in the caller’s language, in the future, with seats left', async () => {
    const { api } = stand();
    const zh = campaignEvent.parse(
      (await api.call('GET', `${base}/events/activity38?subApp=suman`)).json.data,
    );
    expect(zh).toMatchObject({ state: 'open', mine: null, seats: 30, seatsLeft: 18 });
    expect(Date.parse(zh.startsAt)).toBeGreaterThan(TEST_NOW);
    expect(Date.parse(zh.signupEndsAt)).toBeLessThan(Date.parse(zh.startsAt));
    const en = await api.call('GET', `${base}/events/activity38?subApp=suman-teacher`, undefined, {
      Language: 'en',
    });
    expect(en.json.data.title).toBe('Women’s Day garden yoga');
    expect((await api.call('GET', `${base}/events/nope?subApp=suman`)).json.code).toBe(
      CAMPAIGN_CODES.campaignNotFound,
    );
    // another brand has no campaigns
    expect((await api.call('GET', `${base}/events/activity38?subApp=onmat`)).json.code).toBe(
      CAMPAIGN_CODES.campaignNotFound,
    );
  });

  it('signs a user up once, across the student and coach apps, and cancels', async () => {
    const { as } = stand();
    const me = await as('13900000011');
    const done = campaignEvent.parse((await me.post('/events/activity38/signup')).json.data);
    expect(done.mine).not.toBeNull();
    expect(done.seatsLeft).toBe(17);
    expect((await me.post('/events/activity38/signup')).json.code).toBe(CAMPAIGN_CODES.alreadySignedUp);
    const coach = await as('13900000011', 'suman-teacher');
    expect((await coach.post('/events/activity38/signup')).json.code).toBe(CAMPAIGN_CODES.alreadySignedUp);
    expect((await coach.get('/events/activity38')).json.data.mine).not.toBeNull();
    const back = campaignEvent.parse((await me.post('/events/activity38/cancel')).json.data);
    expect(back).toMatchObject({ mine: null, seatsLeft: 18 });
    expect((await me.post('/events/activity38/cancel')).json.code).toBe(CAMPAIGN_CODES.notSignedUp);
  });

  it('never gives more seats than there are: parallel sign-ups at the last seat, one wins', async () => {
    const { as, setEvent, api } = stand();
    await setEvent({ seatsLeft: 1 });
    const users = await Promise.all(Array.from({ length: 8 }, (_, i) => as(`1390000010${i}`)));
    const answers = await Promise.all(users.map((u) => u.post('/events/activity38/signup')));
    const codes = answers.map((a) => a.json.code).sort();
    expect(answers.filter((a) => a.json.state === 1)).toHaveLength(1);
    expect(codes.filter((c) => c === CAMPAIGN_CODES.eventFull)).toHaveLength(7);
    const after = campaignEvent.parse(
      (await api.call('GET', `${base}/events/activity38?subApp=suman`)).json.data,
    );
    expect(after).toMatchObject({ seatsLeft: 0, state: 'full' });
  });

  it('refuses sign-up and cancel once sign-up has closed', async () => {
    const { as, setEvent } = stand();
    const me = await as('13900000012');
    await me.post('/events/activity38/signup');
    await setEvent({ ended: true });
    expect((await me.get('/events/activity38')).json.data.state).toBe('ended');
    expect((await me.post('/events/activity38/cancel')).json.code).toBe(CAMPAIGN_CODES.eventEnded);
    const other = await as('13900000013');
    expect((await other.post('/events/activity38/signup')).json.code).toBe(CAMPAIGN_CODES.eventEnded);
  });

  it('refuses a token of another sub-app, and a signed-out action', async () => {
    const { api, as } = stand();
    const onmat = await as('13900000014', 'onmat');
    const r = await api.call(
      'POST',
      `${base}/events/activity38/signup?subApp=suman`,
      undefined,
      onmat.headers,
    );
    expect(r.json.code).toBe(403);
    expect((await api.call('POST', `${base}/welfare/claim?subApp=suman`)).json.code).toBe(403);
    const apply = await api.call('POST', `${base}/representative/apply?subApp=suman`, form, onmat.headers);
    expect(apply.json.code).toBe(403);
    // a visitor's view reads a foreign token as signed out, not as the other user
    const seen = await api.call('GET', `${base}/welfare?subApp=suman`, undefined, onmat.headers);
    expect(seen.json.data).toMatchObject({ eligible: null, claim: null });
  });

  it('lets a new student claim the welfare once', async () => {
    const { api, as } = stand();
    const visitor = welfareOffer.parse((await api.call('GET', `${base}/welfare?subApp=suman`)).json.data);
    expect(visitor).toMatchObject({
      ended: false,
      eligible: null,
      claim: null,
      price: 0,
      originalPrice: 19_900,
    });
    expect(Date.parse(visitor.validUntil)).toBeGreaterThan(TEST_NOW);
    const me = await as('13900000015');
    expect((await me.get('/welfare')).json.data.eligible).toBe(true);
    const claimed = welfareOffer.parse((await me.post('/welfare/claim')).json.data);
    expect(claimed.claim).not.toBeNull();
    expect((await me.post('/welfare/claim')).json.code).toBe(CAMPAIGN_CODES.alreadyClaimed);
  });

  it('refuses the welfare to a student who has paid for something in the brand', async () => {
    const { api, as } = stand();
    const me = await as('13900000016');
    const user = api.db.prepare('SELECT id FROM users WHERE phone = ?').get('13900000016') as { id: number };
    api.db
      .prepare(
        `INSERT INTO orders (order_no, user_id, sub_app, kind, ref_id, title, amount, original_amount, state, created_at, pay_deadline, paid_at)
         VALUES ('T1', ?, 'suman', 'course', '1', 'x', 100, 100, 'paid', 1, 2, 1)`,
      )
      .run(user.id);
    expect((await me.get('/welfare')).json.data.eligible).toBe(false);
    expect((await me.post('/welfare/claim')).json.code).toBe(CAMPAIGN_CODES.notEligible);
  });

  it('takes one representative application per user, validated with the contract, and shows its review', async () => {
    const { api, as } = stand();
    const me = await as('13900000061');
    expect((await me.post('/representative/apply', { ...form, phone: '12345' })).json.code).toBe(400);
    expect((await me.post('/representative/apply', { ...form, reason: '短' })).json.code).toBe(400);
    expect((await me.post('/representative/apply', { ...form, name: '  ' })).json.code).toBe(400);
    const bad = await me.post('/representative/apply', { ...form, phone: 'abc' });
    expect(bad.json.msg).toBeTruthy();
    const done = repProgramme.parse((await me.post('/representative/apply', form)).json.data);
    expect(done.application).toMatchObject({ status: 'pending', city: '杭州', refusal: null });
    expect((await me.post('/representative/apply', form)).json.code).toBe(CAMPAIGN_CODES.alreadyApplied);
    await api.call('POST', '/__dev/campaigns/representative/decide', {
      phone: '13900000061',
      status: 'refused',
      refusal: '所在城市暂未开放',
    });
    expect((await me.get('/representative')).json.data.application).toMatchObject({
      status: 'refused',
      refusal: '所在城市暂未开放',
    });
    // someone else sees no application
    const other = await as('13900000062');
    expect((await other.get('/representative')).json.data.application).toBeNull();
  });

  it('sells the mat through a real store product, and serves three bilingual recipes and their art', async () => {
    const { api } = stand();
    const mat = matOffer.parse((await api.call('GET', `${base}/mat?subApp=suman`)).json.data);
    expect(mat.product.subApp).toBe('onmat');
    const product = await api.call('GET', `/api/shop/products/${mat.product.spuId}?subApp=onmat`);
    expect(product.json.state).toBe(1);
    expect(mat.price).toBe(16_800);
    const art = await api.app.request(mat.photos[0]!);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    const en = recipeList.parse(
      (await api.call('GET', `${base}/recipes?subApp=suman`, undefined, { Language: 'en' })).json.data,
    );
    expect(en.recipes).toHaveLength(3);
    expect(en.recipes[0]).toMatchObject({ meal: 'Breakfast', calories: 320 });
    expect((await api.app.request(`${base}/art/nope-123456.svg`)).status).toBe(404);
  });
  it('reads a submission back for its result page: only the caller’s own, in this sub-app, while it stands', async () => {
    const { as } = stand();
    const me = await as('13900000081');
    const rep = (await me.post('/representative/apply', { ...form, phone: '13900000081' })).json.data;
    const receipt = campaignReceipt.parse(
      (await me.get(`/receipts/representative/${rep.application.id}`)).json.data,
    );
    expect(receipt).toMatchObject({
      kind: 'representative',
      status: 'pending',
      name: '李雪',
      phone: '139****0081',
    });
    expect(receipt.nextSteps.length).toBeGreaterThan(0);
    const coach = await as('13900000082', 'suman-teacher');
    const seat = (await coach.post('/events/activity38/signup')).json.data.mine.id as number;
    const ev = campaignReceipt.parse((await coach.get(`/receipts/event/${seat}`)).json.data);
    expect(ev).toMatchObject({ kind: 'event', status: 'signed_up', title: '女神节 · 春日花园瑜伽' });
    expect(Date.parse(ev.startsAt!)).toBeGreaterThan(TEST_NOW);
    // someone else's, the student app's view of a coach's sign-up, a bad kind or id: the same 4960
    const other = await as('13900000083');
    for (const path of [
      `/receipts/representative/${rep.application.id}`,
      `/receipts/event/${seat}`,
      '/receipts/order/1',
      '/receipts/event/x',
    ])
      expect((await other.get(path)).json.code).toBe(CAMPAIGN_CODES.receiptNotFound);
    expect((await coach.get(`/receipts/event/${seat}`, 'suman')).json.code).toBe(403);
    // a cancelled sign-up no longer stands
    await coach.post('/events/activity38/cancel');
    expect((await coach.get(`/receipts/event/${seat}`)).json.code).toBe(CAMPAIGN_CODES.receiptNotFound);
  });
});
