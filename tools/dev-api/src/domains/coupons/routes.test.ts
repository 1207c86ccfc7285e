import { describe, expect, it } from 'vitest';
import {
  COUPON_CODES,
  COURSE_CODES,
  couponActivity,
  myCoupon,
  myCouponPage,
  teacherCouponActivity,
  usableCoupons,
} from '@yoga/contract';
import { markPaid } from '../payments/store';
import { devApi, TEST_NOW } from '../../test-helpers';
import { buyer, inStock } from '../shop/test-kit';

const base = '/api/coupons';
function stand() {
  const api = devApi();
  const activity = async (
    stock = 10,
    subApp = 'onmat',
    startsInDays = -1,
    endsInDays = 7,
    scope = 'course',
  ) =>
    (await api.call('POST', '/__dev/coupons/activity', { subApp, stock, startsInDays, endsInDays, scope }))
      .json.data.id as number;
  const as = async (phone: string, subApp = 'onmat') => {
    const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone) };
    const view = async (id: number) =>
      couponActivity.parse(
        (await api.call('GET', `${base}/activities/${id}?subApp=${subApp}`, undefined, headers)).json.data,
      );
    const claim = async (id: number, couponId?: number) =>
      api.call(
        'POST',
        `${base}/activities/${id}/claim?subApp=${subApp}`,
        { couponId: couponId ?? (await view(id)).coupons[0]!.id },
        headers,
      );
    const mine = async (state: string) =>
      myCouponPage.parse(
        (
          await api.call(
            'GET',
            `${base}/mine?subApp=${subApp}&state=${state}&pageSize=50`,
            undefined,
            headers,
          )
        ).json.data,
      ).list;
    const order = (couponId: number | null, classId = 1011) =>
      api.call('POST', '/api/courses/order', { subApp, courseId: 101, classId, couponId }, headers);
    return { headers, view, claim, mine, order };
  };
  return { api, activity, as };
}

describe('coupons stand-in', () => {
  it('shows an activity signed out, with its rules and stock left; unknown ids and other brands are not found', async () => {
    const { api, activity } = stand();
    const id = await activity(3);
    const a = couponActivity.parse(
      (await api.call('GET', `${base}/activities/${id}?subApp=onmat`)).json.data,
    );
    expect(a).toMatchObject({
      state: 'open',
      coupons: [{ stock: 3, left: 3, claimed: false, scope: 'course' }],
    });
    expect((await api.call('GET', `${base}/activities/${id}?subApp=phala`)).json.code).toBe(
      COUPON_CODES.activityNotFound,
    );
    expect((await api.call('GET', `${base}/activities/99999?subApp=onmat`)).json.code).toBe(
      COUPON_CODES.activityNotFound,
    );
    expect((await api.call('GET', `${base}/activities/x1?subApp=onmat`)).json.code).toBe(
      COUPON_CODES.activityNotFound,
    );
  });

  it('gives the last coupon to exactly one of many parallel claims; the others hear it is sold out', async () => {
    const { activity, as } = stand();
    const id = await activity(1);
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => as(`1390000010${i}`)));
    const couponId = (await users[0]!.view(id)).coupons[0]!.id;
    const replies = await Promise.all(users.map((u) => u.claim(id, couponId)));
    const codes = replies.map((r) => r.json.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === COUPON_CODES.soldOut)).toHaveLength(5);
    const after = await users[0]!.view(id);
    expect(after.state).toBe('sold-out');
    expect(after.coupons[0]!.left).toBe(0);
  });

  it('gives one coupon per user, even when one user claims twice at once', async () => {
    const { activity, as } = stand();
    const id = await activity(10);
    const me = await as('13900000201');
    const couponId = (await me.view(id)).coupons[0]!.id;
    const replies = await Promise.all([me.claim(id, couponId), me.claim(id, couponId)]);
    expect(replies.map((r) => r.json.code).sort()).toEqual([200, COUPON_CODES.alreadyClaimed]);
    const claimed = myCoupon.parse(replies.find((r) => r.json.code === 200)!.json.data);
    expect(claimed).toMatchObject({ state: 'unused', value: 1500, scope: 'course' });
    expect((await me.view(id)).coupons[0]).toMatchObject({ left: 9, claimed: true });
    expect((await me.mine('unused')).map((c) => c.id)).toContain(claimed.id);
  });

  it('refuses claims before the start, after the end, and signed out', async () => {
    const { api, activity, as } = stand();
    const me = await as('13900000301');
    expect((await me.claim(await activity(5, 'onmat', 2, 5))).json.code).toBe(
      COUPON_CODES.activityNotStarted,
    );
    const ended = await activity(5, 'onmat', -5, -1);
    expect((await me.view(ended)).state).toBe('ended');
    expect((await me.claim(ended)).json.code).toBe(COUPON_CODES.activityEnded);
    const open = await activity(5);
    const couponId = (await me.view(open)).coupons[0]!.id;
    expect(
      (await api.call('POST', `${base}/activities/${open}/claim?subApp=onmat`, { couponId })).json.code,
    ).toBe(403);
  });

  it('refuses another sub-app’s token, and a coach token on the student claim', async () => {
    const { api, activity, as } = stand();
    const id = await activity(5);
    const phala = await as('13900000401', 'phala');
    const couponId = (await api.call('GET', `${base}/activities/${id}?subApp=onmat`)).json.data.coupons[0].id;
    const r = await api.call(
      'POST',
      `${base}/activities/${id}/claim?subApp=onmat`,
      { couponId },
      phala.headers,
    );
    expect(r.json.code).toBe(403);
    const coach = { AUTHORIZE_TOKEN: await api.signIn('onmat-teacher', '13900000402') };
    const c = await api.call(
      'POST',
      `${base}/activities/${id}/claim?subApp=onmat-teacher`,
      { couponId },
      coach,
    );
    expect(c.json.state).toBe(0);
    const mine = await api.call('GET', `${base}/mine?subApp=onmat&state=unused`, undefined, phala.headers);
    expect(mine.json.code).toBe(403);
  });

  it('spends a claimed coupon on course_pay once; it then lists as used, and the coach sees the use', async () => {
    const { api, activity, as } = stand();
    const id = await activity(5);
    const me = await as('13900000501');
    const claimed = myCoupon.parse((await me.claim(id)).json.data);
    const placed = await me.order(claimed.id);
    expect(placed.json.state).toBe(1);
    markPaid(api.db, Date.now, placed.json.data.orderNo, 'txn-coupon');
    expect((await me.mine('used')).map((c) => c.id)).toContain(claimed.id);
    expect((await me.mine('unused')).map((c) => c.id)).not.toContain(claimed.id);
    const coach = { AUTHORIZE_TOKEN: await api.signIn('onmat-teacher', '13900000502') };
    const t = teacherCouponActivity.parse(
      (await api.call('GET', `${base}/teacher/activities/${id}?subApp=onmat-teacher`, undefined, coach)).json
        .data,
    );
    expect(t.coupons[0]).toMatchObject({ stock: 5, claimed: 1, used: 1 });
    // the student side of the coach's view is refused
    expect(
      (await api.call('GET', `${base}/teacher/activities/${id}?subApp=onmat`, undefined, me.headers)).json
        .code,
    ).toBe(COUPON_CODES.coachOnly);
  });

  it('refuses another user’s coupon and an expired one on course_pay', async () => {
    const { api, activity, as } = stand();
    const id = await activity(5);
    const [me, other] = [await as('13900000601'), await as('13900000602')];
    const theirs = myCoupon.parse((await other.claim(id)).json.data);
    expect((await me.order(theirs.id)).json.code).toBe(COURSE_CODES.couponUnusable);
    const mine = myCoupon.parse((await me.claim(id)).json.data);
    const usable = async () =>
      usableCoupons.parse(
        (
          await api.call(
            'GET',
            `${base}/usable?subApp=onmat&courseId=101&classId=1011`,
            undefined,
            me.headers,
          )
        ).json.data,
      ).coupons;
    expect((await usable()).find((c) => c.id === mine.id)).toMatchObject({ usable: true, discount: 1500 });
    expect((await usable()).map((c) => c.id)).not.toContain(theirs.id);
    // its validity ran out a minute ago (the class is still ahead)
    api.db.prepare('UPDATE user_coupons SET valid_until = ? WHERE id = ?').run(TEST_NOW - 60_000, mine.id);
    expect((await me.mine('expired')).map((c) => c.id)).toContain(mine.id);
    expect((await me.order(mine.id)).json.code).toBe(COURSE_CODES.couponUnusable);
    expect((await usable()).find((c) => c.id === mine.id)).toMatchObject({
      usable: false,
      reason: 'expired',
    });
  });

  it('applies a store coupon to a store order’s price on the server, once; course_pay never offers it', async () => {
    const { api, activity, as } = stand();
    const me = await as('13900000701');
    const b = await buyer(api, 'onmat', '13900000701');
    const { sku } = await inStock(api);
    const storeCoupon = myCoupon.parse(
      (await me.claim(await activity(5, 'onmat', -1, 7, 'store'))).json.data,
    );
    const courseCoupon = myCoupon.parse((await me.claim(await activity(5))).json.data);
    expect(storeCoupon.scope).toBe('store');
    const offered = usableCoupons.parse(
      (
        await api.call(
          'GET',
          `${base}/usable/store?subApp=onmat&skuId=${sku.id}&quantity=1`,
          undefined,
          b.headers,
        )
      ).json.data,
    );
    expect(offered.coupons.map((c) => c.id)).toEqual([storeCoupon.id]);
    expect(offered.bestCouponId).toBe(storeCoupon.id);
    const course = usableCoupons.parse(
      (await api.call('GET', `${base}/usable?subApp=onmat&courseId=101&classId=1011`, undefined, b.headers))
        .json.data,
    );
    expect(course.coupons.map((c) => c.id)).not.toContain(storeCoupon.id);

    const place = (couponId: number | null) =>
      api.call(
        'POST',
        '/api/shop/orders?subApp=onmat',
        { skuId: sku.id, quantity: 1, addressId: b.addressId, couponId },
        b.headers,
      );
    const plain = (await place(null)).json.data.amount as number;
    // a course coupon is not a store coupon
    expect((await place(courseCoupon.id)).json.code).toBe(COUPON_CODES.unusable);
    const cut = await place(storeCoupon.id);
    expect(cut.json.state).toBe(1);
    expect(cut.json.data.amount).toBe(plain - 1000);
    expect((await place(storeCoupon.id)).json.code).toBe(COUPON_CODES.unusable);
    expect((await me.mine('used')).map((c) => c.id)).toContain(storeCoupon.id);
  });
});
