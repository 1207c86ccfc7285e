import { describe, expect, it } from 'vitest';
import { COURSE_CODES, courseOrder, coursePayPreview } from '@yoga/contract';
import { markPaid } from '../payments/store';
import { devApi } from '../../test-helpers';

const order = (api: ReturnType<typeof devApi>, token: string, body: object) =>
  api.call(
    'POST',
    '/api/courses/order',
    { subApp: 'onmat', couponId: null, ...body },
    { AUTHORIZE_TOKEN: token },
  );
const preview = (api: ReturnType<typeof devApi>, token: string, q: string) =>
  api.call('GET', `/api/courses/pay-preview?subApp=onmat&${q}`, undefined, { AUTHORIZE_TOKEN: token });
const seatsOf = async (api: ReturnType<typeof devApi>, classId: number) =>
  (await api.call('GET', '/api/courses/detail?subApp=onmat&courseId=101')).json.data.classes.find(
    (c: { id: number }) => c.id === classId,
  ).seatsLeft as number;

describe('course orders', () => {
  it('gives the last seat to one of two buyers; the other hears the class is full', async () => {
    const api = devApi();
    const [a, b] = [await api.signIn('onmat', '13900000001'), await api.signIn('onmat', '13900000002')];
    const replies = await Promise.all([a, b].map((t) => order(api, t, { courseId: 101, classId: 1012 })));
    const codes = replies.map((r) => r.json.code).sort();
    expect(codes).toEqual([200, COURSE_CODES.classFull]);
    expect(replies.find((r) => r.json.state === 0)!.json.msg).toBe('该上课时间已约满，请选择其他时间');
    expect(await seatsOf(api, 1012)).toBe(0);
  });

  it('frees the seat and the coupon when the pending order is cancelled', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', '13900000003');
    const p = coursePayPreview.parse((await preview(api, token, 'courseId=101&classId=1012')).json.data);
    const placed = courseOrder.parse(
      (await order(api, token, { courseId: 101, classId: 1012, couponId: p.bestCouponId })).json.data,
    );
    expect(await seatsOf(api, 1012)).toBe(0);
    await api.call('POST', `/api/orders/${placed.orderNo}/cancel?subApp=onmat`, undefined, {
      AUTHORIZE_TOKEN: token,
    });
    expect(await seatsOf(api, 1012)).toBe(1);
    const again = coursePayPreview.parse((await preview(api, token, 'courseId=101&classId=1012')).json.data);
    expect(again.coupons.find((c) => c.id === p.bestCouponId)!.usable).toBe(true);
  });

  it('applies the coupon rules and preselects the biggest saving', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', '13900000004');
    const p = coursePayPreview.parse((await preview(api, token, 'courseId=101&classId=1011')).json.data);
    expect([p.price, p.vip, p.vipDiscount]).toEqual([19900, false, 0]);
    const byTitle = Object.fromEntries(p.coupons.map((c) => [c.title, [c.usable, c.reason, c.discount]]));
    expect(byTitle).toEqual({
      新人立减券: [true, null, 2000],
      课程九折券: [true, null, 1990],
      满300减50: [false, 'min-spend', 0],
      限时立减券: [false, 'expired', 0],
      首课体验券: [false, 'used', 0],
    });
    expect(p.coupons.find((c) => c.id === p.bestCouponId)!.title).toBe('新人立减券');
    // On a ¥39 course the ¥20 coupon is below its minimum spend, so the percent one wins.
    const cheap = coursePayPreview.parse((await preview(api, token, 'courseId=102&classId=1021')).json.data);
    expect(cheap.coupons.find((c) => c.id === cheap.bestCouponId)!.title).toBe('课程九折券');
    const refused = await order(api, token, {
      courseId: 101,
      classId: 1011,
      couponId: p.coupons.find((c) => c.reason === 'expired')!.id,
    });
    expect(refused.json.code).toBe(COURSE_CODES.couponUnusable);
    const placed = await order(api, token, { courseId: 101, classId: 1011, couponId: p.bestCouponId });
    expect(placed.json.data.amount).toBe(19900 - 2000);
  });

  it('counts a paid order as bought, refuses to sell it twice, and needs a sign-in', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', '13900000005');
    const placed = (await order(api, token, { courseId: 102, classId: 1021 })).json.data;
    // Asking again is refused with the pending order named (tested in full below).
    expect((await order(api, token, { courseId: 102, classId: 1021 })).json.data.orderNo).toBe(
      placed.orderNo,
    );
    markPaid(api.db, Date.now, placed.orderNo, 'txn-test-0001');
    const detail = await api.call('GET', '/api/courses/detail?subApp=onmat&courseId=102', undefined, {
      AUTHORIZE_TOKEN: token,
    });
    expect(detail.json.data.purchase).toMatchObject({ state: 'paid', orderNo: placed.orderNo });
    expect((await order(api, token, { courseId: 102, classId: 1021 })).json.code).toBe(
      COURSE_CODES.alreadyBought,
    );
    expect((await order(api, 'nope-0123456789', { courseId: 102, classId: 1021 })).json.code).toBe(403);
  });

  it('gives the holder of an active member card the VIP price', async () => {
    const api = devApi();
    // The VIP domain seeds the demo user an active member card.
    const token = await api.signIn('onmat', '13800138000');
    const p = coursePayPreview.parse((await preview(api, token, 'courseId=101&classId=1011')).json.data);
    expect([p.vip, p.vipDiscount]).toEqual([true, 4000]);
    const placed = await order(api, token, { courseId: 101, classId: 1011 });
    expect(placed.json.data.amount).toBe(15900);
  });

  it('refuses sold-out and ended courses', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', '13900000006');
    expect((await order(api, token, { courseId: 103, classId: 1031 })).json.code).toBe(
      COURSE_CODES.classFull,
    );
    expect((await order(api, token, { courseId: 104, classId: 1041 })).json.code).toBe(
      COURSE_CODES.courseEnded,
    );
  });

  it('offers the unpaid order instead of a second one: its coupon stays on it, in zh and en', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', '13900000007');
    const p = coursePayPreview.parse((await preview(api, token, 'courseId=101&classId=1011')).json.data);
    const first = courseOrder.parse(
      (await order(api, token, { courseId: 101, classId: 1011, couponId: p.bestCouponId })).json.data,
    );
    expect(first.amount).toBe(19900 - 2000);
    // Back on the pay screen the coupon is held by the first order, so the client asks without it.
    const again = await order(api, token, { courseId: 101, classId: 1011, couponId: null });
    expect(again.json).toMatchObject({
      state: 0,
      code: COURSE_CODES.orderPending,
      msg: '你有一笔待支付订单，请先完成支付',
      data: { orderNo: first.orderNo, amount: 17900 },
    });
    const en = await api.call(
      'POST',
      '/api/courses/order',
      { subApp: 'onmat', courseId: 101, classId: 1011, couponId: p.bestCouponId },
      { AUTHORIZE_TOKEN: token, Language: 'en' },
    );
    expect(en.json).toMatchObject({ code: COURSE_CODES.orderPending, data: { orderNo: first.orderNo } });
    expect(en.json.msg).toBe('You have an unpaid order for this class, please pay it first');
    // The first order was not cancelled: it is still the course's pending purchase.
    const detail = await api.call('GET', '/api/courses/detail?subApp=onmat&courseId=101', undefined, {
      AUTHORIZE_TOKEN: token,
    });
    expect(detail.json.data.purchase).toMatchObject({ state: 'pending', orderNo: first.orderNo });
  });
});
