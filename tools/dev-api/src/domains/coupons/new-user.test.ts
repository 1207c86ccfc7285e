import { describe, expect, it } from 'vitest';
import { COUPON_CODES, myCouponPage, newUserGift, shareConfigResponse } from '@yoga/contract';
import { devApi } from '../../test-helpers';
import { DEMO_PHONE } from '../auth/demo-user';

const gift = '/api/coupons/new-user';
function stand() {
  const api = devApi();
  const as = async (phone: string, subApp = 'suman') => {
    const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone) };
    const view = async (asked = 'suman') =>
      newUserGift.parse((await api.call('GET', `${gift}?subApp=${asked}`, undefined, headers)).json.data);
    const claim = (asked = 'suman') => api.call('POST', `${gift}/claim?subApp=${asked}`, undefined, headers);
    const mine = async (state = 'unused') =>
      myCouponPage.parse(
        (
          await api.call(
            'GET',
            `/api/coupons/mine?subApp=suman&state=${state}&pageSize=50`,
            undefined,
            headers,
          )
        ).json.data,
      ).list;
    return { headers, view, claim, mine };
  };
  return { api, as };
}

describe('suman new-user gift (stand-in)', () => {
  it('shows the gift signed out: its coupons with rules and stock, nothing received', async () => {
    const { api } = stand();
    const r = await api.call('GET', `${gift}?subApp=suman`);
    const g = newUserGift.parse(r.json.data);
    expect(g).toMatchObject({ state: 'open', eligibility: 'signed-out', received: [] });
    expect(g.coupons).toHaveLength(3);
    expect(g.coupons[0]).toMatchObject({ kind: 'amount', value: 3000, minSpend: 0, scope: 'course' });
    expect(g.coupons.every((c) => c.left > 0 && !c.claimed)).toBe(true);
    // English titles when English is asked for.
    const en = await api.call('GET', `${gift}?subApp=suman`, undefined, { Language: 'en' });
    expect(en.json.data.title).toBe('New student welcome gift');
  });

  it('a new student claims the whole pack once; it is in their coupons with expiry; the stock moved', async () => {
    const { as } = stand();
    const me = await as('13900000601');
    const before = await me.view();
    expect(before.eligibility).toBe('eligible');
    const r = await me.claim();
    expect(r.json.code).toBe(200);
    const after = newUserGift.parse(r.json.data);
    expect(after.eligibility).toBe('claimed');
    expect(after.received).toHaveLength(3);
    expect(after.received.every((c) => c.state === 'unused' && c.validUntil > new Date().toISOString())).toBe(
      true,
    );
    after.coupons.forEach((c, i) => expect(c.left).toBe(before.coupons[i]!.left - 1));
    expect((await me.mine()).map((c) => c.id).sort()).toEqual(after.received.map((c) => c.id).sort());
    expect((await me.claim()).json.code).toBe(COUPON_CODES.alreadyClaimed);
    expect((await me.view()).eligibility).toBe('claimed');
  });

  it('an existing student (a paid suman order) sees not-new and is refused', async () => {
    const { as } = stand();
    const demo = await as(DEMO_PHONE.phone);
    expect((await demo.view()).eligibility).toBe('not-new');
    expect((await demo.claim()).json.code).toBe(COUPON_CODES.notNewUser);
    expect(await demo.mine()).toEqual([]);
  });

  it('one pack per user even when one user claims many times at once', async () => {
    const { as } = stand();
    const me = await as('13900000602');
    const replies = await Promise.all(Array.from({ length: 5 }, () => me.claim()));
    const codes = replies.map((r) => r.json.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === COUPON_CODES.alreadyClaimed)).toHaveLength(4);
    expect(await me.mine()).toHaveLength(3);
  });

  it('never passes a coupon’s stock under concurrent claims: all or nothing', async () => {
    const { api, as } = stand();
    // Two of the third coupon left: only two packs can go out, whole.
    api.db
      .prepare(
        `UPDATE coupon_templates SET claimed = stock - 2 WHERE id = (SELECT MAX(t.id) FROM coupon_templates t
         JOIN coupon_activities a ON a.id = t.activity_id WHERE a.audience = 'new-user')`,
      )
      .run();
    const users = await Promise.all(Array.from({ length: 5 }, (_, i) => as(`1390000070${i}`)));
    const replies = await Promise.all(users.map((u) => u.claim()));
    const codes = replies.map((r) => r.json.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === COUPON_CODES.soldOut)).toHaveLength(3);
    const counts = await Promise.all(users.map(async (u) => (await u.mine()).length));
    expect(counts.sort()).toEqual([0, 0, 0, 3, 3]);
    const g = await users[0]!.view();
    expect(g.coupons[2]!.left).toBe(0);
    expect(g.state).toBe('open');
  });

  it('refuses another sub-app’s token, a coach, and a signed-out claim', async () => {
    const { api, as } = stand();
    const onmat = await as('13900000603', 'onmat');
    // An onmat token asking for suman's gift is a visitor there, and cannot claim it.
    expect((await onmat.view()).eligibility).toBe('signed-out');
    expect((await onmat.claim()).json.code).toBe(403);
    // onmat has no new-user gift; a coach sub-app none either.
    expect((await onmat.claim('onmat')).json.code).toBe(COUPON_CODES.activityNotFound);
    const coach = await as('13900000604', 'suman-teacher');
    expect((await coach.claim('suman-teacher')).json.code).toBe(403);
    expect((await api.call('GET', `${gift}?subApp=suman-teacher`)).json.code).toBe(
      COUPON_CODES.activityNotFound,
    );
    expect((await api.call('POST', `${gift}/claim?subApp=suman`)).json.code).toBe(403);
    expect((await api.call('GET', `${gift}?subApp=nope`)).json.code).toBe(400);
  });

  it('its coupons cannot be claimed one by one through the activity page', async () => {
    const { api, as } = stand();
    const me = await as('13900000605');
    const id = (await me.view()).id;
    expect((await api.call('GET', `/api/coupons/activities/${id}?subApp=suman`)).json.code).toBe(
      COUPON_CODES.activityNotFound,
    );
  });

  it('answers the wx-share call with the gift’s card and the page address without its query', async () => {
    const { api } = stand();
    const page = 'https://m.example.com/suman/coupon/new-user?token=secret#x';
    const r = await api.call('GET', `/api/app/activity/new-user/wx-share/1?url=${encodeURIComponent(page)}`);
    const card = shareConfigResponse.parse(r.json.data);
    expect(card.shareUrl).toBe('https://m.example.com/suman/coupon/new-user');
    expect(card.shareTitle).toContain('新学员见面礼');
    expect(card.shareDesc).toContain('新人无门槛立减30元');
    const en = await api.call(
      'GET',
      `/api/app/activity/new-user/wx-share/1?url=${encodeURIComponent(page)}`,
      undefined,
      { Language: 'en' },
    );
    expect(en.json.data.shareTitle).toBe('New student welcome gift: 3 coupons for new students');
    for (const bad of ['', 'javascript:alert(1)', 'not a url'])
      expect(
        (await api.call('GET', `/api/app/activity/new-user/wx-share/1?url=${encodeURIComponent(bad)}`)).json
          .code,
      ).toBe(400);
  });
});
