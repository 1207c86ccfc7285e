import { describe, expect, it } from 'vitest';
import { orderPage, orderStatus, order as orderSchema } from '@yoga/contract';
import { devApi } from '../../test-helpers';

const phone = '13900139000';
const H = (AUTHORIZE_TOKEN: string) => ({ AUTHORIZE_TOKEN });

/** A stand-in whose clock the test moves. */
function clocked(start = Date.parse('2026-12-01T02:00:00Z')) {
  let now = start;
  const api = devApi({ now: () => now });
  return { api, advance: (ms: number) => void (now += ms), at: () => now };
}

async function newOrder(api: ReturnType<typeof devApi>, body: Record<string, unknown> = {}) {
  const token = await api.signIn('onmat', phone);
  const r = await api.call('POST', '/__dev/orders', {
    phone,
    subApp: 'onmat',
    kind: 'course',
    title: '晨间流瑜伽',
    amount: 3900,
    ...body,
  });
  return { token, order: orderSchema.parse(r.json.data) };
}

describe('orders stand-in', () => {
  it('seeds the demo user ≥ 30 orders on onmat and phala, in every state, paged newest first', async () => {
    const api = devApi();
    for (const subApp of ['onmat', 'phala']) {
      const token = await api.signIn(subApp, '13800138000');
      const first = await api.call(
        'GET',
        `/api/orders?subApp=${subApp}&page=1&pageSize=50`,
        undefined,
        H(token),
      );
      const page = orderPage.parse(first.json.data);
      expect(page.total).toBeGreaterThanOrEqual(30);
      expect(new Set(page.list.map((o) => o.state))).toEqual(
        new Set(['pending', 'paid', 'cancelled', 'refunded', 'expired']),
      );
      expect(new Set(page.list.map((o) => o.kind))).toEqual(new Set(['course', 'vip', 'store', 'deposit']));
      expect(page.list.some((o) => o.evaluated)).toBe(true);
      const created = page.list.map((o) => o.createdAt);
      expect([...created].sort().reverse()).toEqual(created);
      const p2 = await api.call(
        'GET',
        `/api/orders?subApp=${subApp}&page=2&pageSize=10`,
        undefined,
        H(token),
      );
      expect(p2.json.data.list).toHaveLength(10);
      expect(p2.json.data.list[0].orderNo).toBe(page.list[10]!.orderNo);
      const vip = await api.call('GET', `/api/orders?subApp=${subApp}&kind=vip`, undefined, H(token));
      expect(vip.json.data.list.every((o: { kind: string }) => o.kind === 'vip')).toBe(true);
    }
  });

  it('answers 403 without a token or with another sub-app’s token, and 400 for a bad kind', async () => {
    const api = devApi();
    expect((await api.call('GET', '/api/orders?subApp=onmat')).json.code).toBe(403);
    const phalaToken = await api.signIn('phala');
    expect((await api.call('GET', '/api/orders?subApp=onmat', undefined, H(phalaToken))).json.code).toBe(403);
    expect((await api.call('POST', '/api/orders/OM20261201000001/cancel?subApp=onmat')).json.code).toBe(403);
    expect(
      (await api.call('POST', '/api/pay/prepay?subApp=onmat', { orderNo: 'OM20261201000001', channel: 'h5' }))
        .json.code,
    ).toBe(403);
    const bad = await api.call('GET', '/api/orders?subApp=phala&kind=car', undefined, H(phalaToken));
    expect(bad.json).toMatchObject({ code: 400, msg: '订单类型不正确' });
  });

  it('creates pending orders payable for 15 minutes, numbered by brand and China date', async () => {
    const { api } = clocked();
    const { order } = await newOrder(api, { originalAmount: 4900 });
    expect(order).toMatchObject({
      state: 'pending',
      amount: 3900,
      discount: 1000,
      paidAt: null,
      evaluated: false,
    });
    expect(order.orderNo).toMatch(/^OM20261201\d{6}$/);
    expect(Date.parse(order.payDeadline) - Date.parse(order.createdAt)).toBe(15 * 60_000);
  });

  it('reads a pending order as expired from its deadline on', async () => {
    const { api, advance } = clocked();
    const { token, order } = await newOrder(api);
    const status = async () =>
      orderStatus.parse(
        (await api.call('GET', `/api/orders/${order.orderNo}/status?subApp=onmat`, undefined, H(token))).json
          .data,
      );
    advance(15 * 60_000 - 1);
    expect((await status()).state).toBe('pending');
    advance(1);
    expect((await status()).state).toBe('expired');
    const pay = await api.call('POST', '/__dev/pay/notify', {
      orderNo: order.orderNo,
      txn: 'txn_late_000001',
    });
    expect(pay.json).toMatchObject({ state: 0, code: 409, msg: '订单已超时关闭，请重新下单' });
    const prepay = await api.call(
      'POST',
      '/api/pay/prepay?subApp=onmat',
      { orderNo: order.orderNo, channel: 'h5' },
      H(token),
    );
    expect(prepay.json.code).toBe(409);
  });

  it('cancels pending orders, refunds booked courses before class, refuses the rest', async () => {
    const { api, at } = clocked();
    const cancel = (token: string, no: string) =>
      api.call('POST', `/api/orders/${no}/cancel?subApp=onmat`, undefined, H(token));
    const a = await newOrder(api);
    expect((await cancel(a.token, a.order.orderNo)).json.data.state).toBe('cancelled');
    expect((await cancel(a.token, a.order.orderNo)).json).toMatchObject({
      code: 409,
      msg: '当前订单状态不可取消',
    });
    expect(
      (await api.call('POST', '/__dev/pay/notify', { orderNo: a.order.orderNo, txn: 'txn_closed_0001' })).json
        .code,
    ).toBe(409);

    const b = await newOrder(api, { classTime: new Date(at() + 86_400_000).toISOString() });
    await api.call('POST', '/__dev/pay/notify', { orderNo: b.order.orderNo, txn: 'txn_course_0001' });
    expect((await cancel(b.token, b.order.orderNo)).json.data.state).toBe('refunded');

    const c = await newOrder(api, { kind: 'store', title: '瑜伽垫' });
    await api.call('POST', '/__dev/pay/notify', { orderNo: c.order.orderNo, txn: 'txn_store_00001' });
    expect((await cancel(c.token, c.order.orderNo)).json.code).toBe(409);
  });

  it('hides other users’ orders and answers unknown ones with a clear 404', async () => {
    const api = devApi();
    const { order } = await newOrder(api);
    const other = await api.signIn('onmat', '13700137001');
    const r = await api.call('GET', `/api/orders/${order.orderNo}?subApp=onmat`, undefined, H(other));
    expect(r.json).toMatchObject({ code: 404, msg: '订单不存在' });
    const en = await api.call('GET', '/api/orders/OM20261201999999?subApp=onmat', undefined, {
      ...H(other),
      Language: 'en',
    });
    expect(en.json.msg).toBe('Order not found');
    expect((await api.call('GET', '/api/orders/nope?subApp=onmat', undefined, H(other))).json.code).toBe(400);
  });
});
