import { describe, expect, it } from 'vitest';
import { pointsPage, WALLET_CODES } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { buyer, inStock, order as storeOrder } from '../shop/test-kit';

type Api = ReturnType<typeof devApi>;
const PHONE = '13600136101';

/** A new onmat student holding `points` earned by a paid order (the journey the points page shows). */
async function student(api: Api, points: number, phone = PHONE) {
  const h = { AUTHORIZE_TOKEN: await api.signIn('onmat', phone) };
  const earn = (
    await api.call('POST', '/__dev/orders', {
      phone,
      subApp: 'onmat',
      kind: 'course',
      title: '流瑜伽',
      amount: points * 100,
      points,
    })
  ).json.data;
  await api.call('POST', '/__dev/pay/notify', { orderNo: earn.orderNo, txn: `txn_${earn.orderNo}` });
  return { h, earnedBy: earn.orderNo as string };
}
const ledger = async (api: Api, h: Record<string, string>) =>
  pointsPage.parse(
    (await api.call('GET', '/api/points/ledger?subApp=onmat&pageSize=50', undefined, h)).json.data,
  ).list;
const balance = async (api: Api, h: Record<string, string>) =>
  (await api.call('GET', '/api/points?subApp=onmat', undefined, h)).json.data.balance as number;
// Course 101 costs ¥199 (19900 fen): points may pay ¥99.50 of it, so at most 9900 points in whole yuan.
const buyCourse = (api: Api, h: Record<string, string>, points?: number) =>
  api.call(
    'POST',
    '/api/courses/order',
    { subApp: 'onmat', courseId: 101, classId: 1012, couponId: null, points },
    h,
  );

describe('points pay for orders, and come back', () => {
  it('earns on a paid order, with a line naming it', async () => {
    const api = devApi();
    const { h, earnedBy } = await student(api, 599);
    expect(await ledger(api, h)).toMatchObject([
      { delta: 599, reason: 'purchase', orderNo: earnedBy, orderKind: 'course', balance: 599 },
    ]);
  });

  it('spends at course_pay: the server takes ¥5 off for 500 points and writes the spend line', async () => {
    const api = devApi();
    const { h } = await student(api, 599);
    const placed = (await buyCourse(api, h, 500)).json.data;
    expect(placed.amount).toBe(19900 - 500);
    const order = (await api.call('GET', `/api/orders/${placed.orderNo}?subApp=onmat`, undefined, h)).json
      .data;
    expect(order).toMatchObject({ originalAmount: 19900, discount: 500, points: 194 });
    expect(order.detail).toMatchObject({ pointsUsed: 500, pointsDiscount: 500 });
    expect((await ledger(api, h))[0]).toMatchObject({
      delta: -500,
      reason: 'redeem',
      orderNo: placed.orderNo,
      balance: 99,
    });
  });

  it('refuses more than the balance, more than the cap, and broken amounts', async () => {
    const api = devApi();
    const { h } = await student(api, 20000);
    expect((await buyCourse(api, h, 30000)).json.code).toBe(WALLET_CODES.pointsOverBalance);
    expect((await buyCourse(api, h, 10000)).json.code).toBe(WALLET_CODES.pointsOverCap);
    expect((await buyCourse(api, h, 150)).json.code).toBe(WALLET_CODES.pointsOverCap);
    expect((await buyCourse(api, h, -100)).json.code).toBe(400);
    expect((await buyCourse(api, h, 9900)).json.data.amount).toBe(10000);
    expect(await balance(api, h)).toBe(20000 - 9900);
  });

  it('gives the points back when the order is cancelled, once', async () => {
    const api = devApi();
    const { h } = await student(api, 599);
    const { orderNo } = (await buyCourse(api, h, 500)).json.data;
    await api.call('POST', `/api/orders/${orderNo}/cancel?subApp=onmat`, undefined, h);
    await api.call('POST', `/api/orders/${orderNo}/cancel?subApp=onmat`, undefined, h);
    const lines = await ledger(api, h);
    expect(lines.slice(0, 2)).toMatchObject([
      { delta: 500, reason: 'return', orderNo, balance: 599 },
      { delta: -500, reason: 'redeem', orderNo },
    ]);
    expect(lines).toHaveLength(3);
  });

  it('gives them back when the unpaid order expires', async () => {
    let now = TEST_NOW;
    const api = devApi({ now: () => now });
    const { h } = await student(api, 599);
    const { orderNo } = (await buyCourse(api, h, 500)).json.data;
    now += 16 * 60_000;
    expect(await balance(api, h)).toBe(599);
    expect((await ledger(api, h))[0]).toMatchObject({ reason: 'return', orderNo, delta: 500 });
  });

  it('on refund returns what was spent and claws back what was earned', async () => {
    const api = devApi();
    const { h } = await student(api, 1000);
    const { orderNo } = (await buyCourse(api, h, 1000)).json.data;
    await api.call('POST', '/__dev/pay/notify', { orderNo, txn: `txn_${orderNo}` });
    expect(await balance(api, h)).toBe(189); // 0 left + 189 earned on ¥189 paid
    await api.call('POST', `/api/orders/${orderNo}/cancel?subApp=onmat`, undefined, h);
    const lines = await ledger(api, h);
    expect(lines.slice(0, 2)).toMatchObject([
      { delta: -189, reason: 'refund', orderNo, balance: 1000 },
      { delta: 1000, reason: 'return', orderNo, balance: 1189 },
    ]);
  });

  it('a clawback beyond the balance takes it all: the balance goes negative and pays for nothing', async () => {
    const api = devApi();
    const classTime = new Date(TEST_NOW + 86_400_000).toISOString();
    const phone = '13600136102';
    const h = { AUTHORIZE_TOKEN: await api.signIn('onmat', phone) };
    const paid = (
      await api.call('POST', '/__dev/orders', {
        phone,
        subApp: 'onmat',
        kind: 'course',
        title: '阴瑜伽',
        amount: 30000,
        points: 300,
        classTime,
      })
    ).json.data.orderNo as string;
    await api.call('POST', '/__dev/pay/notify', { orderNo: paid, txn: `txn_${paid}` });
    const pending = (await buyCourse(api, h, 200)).json.data.orderNo as string; // 100 left
    await api.call('POST', `/api/orders/${paid}/cancel?subApp=onmat`, undefined, h);
    expect((await ledger(api, h))[0]).toMatchObject({
      reason: 'refund',
      orderNo: paid,
      delta: -300,
      balance: -200,
    });
    await api.call('POST', `/api/orders/${pending}/cancel?subApp=onmat`, undefined, h);
    expect(await balance(api, h)).toBe(0);
    expect((await buyCourse(api, h, 100)).json.code).toBe(WALLET_CODES.pointsOverBalance);
  });

  it('cannot be farmed: refund a paid order while its points sit in a pending one, three rounds', async () => {
    const api = devApi();
    const phone = '13600136103';
    const h = { AUTHORIZE_TOKEN: await api.signIn('onmat', phone) };
    const balances: number[] = [];
    for (let round = 0; round < 3; round++) {
      const paid = (
        await api.call('POST', '/__dev/orders', {
          phone,
          subApp: 'onmat',
          kind: 'course',
          title: '阴瑜伽',
          amount: 10000,
          points: 100,
        })
      ).json.data.orderNo as string;
      await api.call('POST', '/__dev/pay/notify', { orderNo: paid, txn: `txn_${paid}` });
      const pending = (await buyCourse(api, h, 100)).json.data.orderNo as string;
      await api.call('POST', `/api/orders/${paid}/cancel?subApp=onmat`, undefined, h);
      await api.call('POST', `/api/orders/${pending}/cancel?subApp=onmat`, undefined, h);
      balances.push(await balance(api, h));
    }
    expect(balances).toEqual([0, 0, 0]);
  });

  it('spends at the store’s order sheet and returns on cancel', async () => {
    const api = devApi();
    const b = await buyer(api, 'onmat', PHONE);
    const { h } = await student(api, 300);
    const { sku, detail } = await inStock(api);
    const placed = await api.call(
      'POST',
      '/api/shop/orders?subApp=onmat',
      { skuId: sku.id, quantity: 1, addressId: b.addressId, points: 100 },
      h,
    );
    expect(placed.json.data.amount).toBe((await storeOrder(api, b, sku.id)).json.data.amount - 100);
    expect(await balance(api, h)).toBe(200);
    const orderNo = placed.json.data.orderNo as string;
    // The spend line says it went on a store purchase (the page names it so), with the product.
    expect((await ledger(api, h))[0]).toMatchObject({ reason: 'redeem', orderNo, orderKind: 'store' });
    expect((await ledger(api, h))[0]!.title).toBe(detail.title);
    // In English, the product's English name (the order keeps both).
    const english = await api.call('GET', `/api/shop/products/${detail.spuId}?subApp=onmat`, undefined, {
      Language: 'en',
    });
    expect((await ledger(api, { ...h, Language: 'en' }))[0]!.title).toBe(english.json.data.title);
    await api.call('POST', `/api/orders/${orderNo}/cancel?subApp=onmat`, undefined, h);
    expect(await balance(api, h)).toBe(300);
    expect((await ledger(api, h))[0]).toMatchObject({ reason: 'return', orderNo, orderKind: 'store' });
  });
});
