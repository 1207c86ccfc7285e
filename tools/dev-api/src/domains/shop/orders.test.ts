import { describe, expect, it } from 'vitest';
import { productDetail, reviewResult, shipment, storeOrder, storeOrderPage } from '@yoga/contract';
import { devApi } from '../../test-helpers';
import { PNG_1PX, uploadFile } from '../evaluations/test-data';
import { buyer, inStock, order, pay } from './test-kit';

const HOUR = 3_600_000;

function clocked(start = Date.parse('2026-12-01T02:00:00Z')) {
  let now = start;
  const api = devApi({ now: () => now });
  return { api, advance: (ms: number) => void (now += ms) };
}

describe('store orders', () => {
  it('buy, pay, follow the parcel, receive, review with photos: the product’s reviews follow', async () => {
    const { api, advance } = clocked();
    const b = await buyer(api);
    const { spuId, sku } = await inStock(api);
    const created = storeOrder.parse((await order(api, b, sku.id, 2)).json.data);
    expect(created).toMatchObject({
      status: 'to-pay',
      state: 'pending',
      goodsAmount: sku.price * 2,
      freight: 0,
    });
    expect(created.amount).toBe(sku.price * 2);
    expect(created.address).toMatchObject({ name: '张小北', region: ['上海市', '上海市', '徐汇区'] });
    expect((await pay(api, created.orderNo)).json.state).toBe(1);
    const url = (s = '') => `/api/shop/orders/${created.orderNo}${s}?subApp=onmat`;
    const paid = storeOrder.parse((await api.call('GET', url(), undefined, b.headers)).json.data);
    expect(paid.status).toBe('shipped'); // the stand-in ships on payment
    const track = async () =>
      shipment.parse(
        (await api.call('GET', `/api/shop/shipments/${paid.shipmentId}?subApp=onmat`, undefined, b.headers))
          .json.data,
      );
    expect(await track()).toMatchObject({ status: 'in-transit', events: [{ place: '浙江省杭州市余杭区' }] });
    advance(21 * HOUR);
    expect((await track()).events).toHaveLength(3);
    advance(10 * HOUR);
    const delivering = await track();
    expect(delivering.status).toBe('delivering');
    expect(delivering.events[0]!.text).toMatch(/派送中.*1\d{10}/);
    advance(4 * HOUR);
    expect(await track()).toMatchObject({ status: 'delivered', items: [{ skuId: sku.id, quantity: 2 }] });
    // In English the carrier, the courier and every step are English (the address is the buyer's own).
    const en = shipment.parse(
      (
        await api.call('GET', `/api/shop/shipments/${paid.shipmentId}?subApp=onmat`, undefined, {
          ...b.headers,
          Language: 'en',
        })
      ).json.data,
    );
    expect(en.carrier).toMatch(/^(SF|ZTO) Express$/);
    expect(en.events.filter((e) => /[\u4e00-\u9fff]/.test(e.text)).map((e) => e.text)).toEqual([]);
    expect(en.events[1]!.text).toMatch(/^Out for delivery: courier Mr \w+ /);

    const early = await api.call(
      'POST',
      '/api/shop/reviews?subApp=onmat',
      { orderNo: created.orderNo, items: [{ skuId: sku.id, stars: 5 }] },
      b.headers,
    );
    expect(early.json.code).toBe(4305);
    const received = storeOrder.parse(
      (await api.call('POST', url('/receive'), undefined, b.headers)).json.data,
    );
    expect(received.status).toBe('received');
    expect((await api.call('POST', url('/receive'), undefined, b.headers)).json.code).toBe(4306);

    const photos = await Promise.all([1, 2].map(() => uploadFile(api, b.headers.AUTHORIZE_TOKEN, PNG_1PX)));
    const photoIds = photos.map((p) => p.json.data.id as string);
    const body = { orderNo: created.orderNo, items: [{ skuId: sku.id, stars: 4, text: '很稳', photoIds }] };
    const review = reviewResult.parse(
      (await api.call('POST', '/api/shop/reviews?subApp=onmat', body, b.headers)).json.data,
    );
    expect(review.reviews[0]).toMatchObject({
      author: '学*****',
      stars: 4,
      photos: [{ id: photoIds[0] }, { id: photoIds[1] }],
    });
    expect((await api.call('POST', '/api/shop/reviews?subApp=onmat', body, b.headers)).json.code).toBe(4305);
    const done = storeOrder.parse((await api.call('GET', url(), undefined, b.headers)).json.data);
    expect(done).toMatchObject({ status: 'reviewed', items: [{ reviewed: true }] });
    const d = productDetail.parse(
      (await api.call('GET', `/api/shop/products/${spuId}?subApp=onmat`)).json.data,
    );
    expect(d.reviews.recent[0]!.text).toBe('很稳');
    expect(d.sales).toBeGreaterThan(0);
  });

  it('refuses a review of a SKU not in the order and photos that are not the caller’s', async () => {
    const api = devApi();
    const b = await buyer(api);
    const other = await buyer(api, 'onmat', '13900139002');
    const { sku } = await inStock(api);
    const no = (await order(api, b, sku.id)).json.data.orderNo;
    await pay(api, no);
    await api.call('POST', `/api/shop/orders/${no}/receive?subApp=onmat`, undefined, b.headers);
    const notMine = (await uploadFile(api, other.headers.AUTHORIZE_TOKEN, PNG_1PX)).json.data.id;
    const post = (items: unknown) =>
      api.call('POST', '/api/shop/reviews?subApp=onmat', { orderNo: no, items }, b.headers);
    expect((await post([{ skuId: sku.id + 1, stars: 5 }])).json.code).toBe(4305);
    expect((await post([{ skuId: sku.id, stars: 5, photoIds: [notMine] }])).json.code).toBe(400);
    expect(
      (
        await post([
          { skuId: sku.id, stars: 5 },
          { skuId: sku.id, stars: 4 },
        ])
      ).json.code,
    ).toBe(4305);
    const anon = await api.call(
      'POST',
      '/api/shop/reviews?subApp=onmat',
      { orderNo: no, anonymous: true, items: [{ skuId: sku.id, stars: 5 }] },
      b.headers,
    );
    expect(anon.json.data.reviews[0].author).toBe('匿名用户');
  });

  it('4303 for someone else’s address, 4301 past the stock, 4304 past the limit, 4307 for another’s shipment', async () => {
    const api = devApi();
    const a = await buyer(api);
    const b = await buyer(api, 'onmat', '13900139002');
    const { sku } = await inStock(api);
    expect((await order(api, a, sku.id, 1, b.addressId)).json.code).toBe(4303);
    expect((await order(api, a, sku.id, 1, 999999)).json.code).toBe(4303);
    const short = await order(api, a, sku.id, sku.stock + 1);
    expect(short.json).toMatchObject({ code: 4301, msg: expect.stringContaining(String(sku.stock)) });
    expect((await order(api, a, sku.id, 100)).json.code).toBe(4304);
    expect((await order(api, a, 99999, 1)).json.code).toBe(4302);
    const no = (await order(api, a, sku.id)).json.data.orderNo;
    await pay(api, no);
    const shipmentId = (await api.call('GET', `/api/shop/orders/${no}?subApp=onmat`, undefined, a.headers))
      .json.data.shipmentId;
    expect(
      (await api.call('GET', `/api/shop/shipments/${shipmentId}?subApp=onmat`, undefined, b.headers)).json
        .code,
    ).toBe(4307);
    expect(
      (await api.call('GET', `/api/shop/orders/${no}?subApp=onmat`, undefined, b.headers)).json.code,
    ).toBe(404);
  });

  it('frees the units of an order that expires or is cancelled', async () => {
    const { api, advance } = clocked();
    const a = await buyer(api);
    const { spuId, sku } = await inStock(api);
    const stockOf = async () =>
      (await api.call('GET', `/api/shop/products/${spuId}?subApp=onmat`)).json.data.skus.find(
        (k: { id: number }) => k.id === sku.id,
      ).stock;
    await order(api, a, sku.id, 3);
    expect(await stockOf()).toBe(sku.stock - 3);
    advance(16 * 60_000);
    expect(await stockOf()).toBe(sku.stock);
    const list = storeOrderPage.parse(
      (await api.call('GET', '/api/shop/orders?subApp=onmat&status=closed', undefined, a.headers)).json.data,
    );
    expect(list.list[0]!.state).toBe('expired');
    const no = (await order(api, a, sku.id, 2)).json.data.orderNo;
    await api.call('POST', `/api/orders/${no}/cancel?subApp=onmat`, undefined, a.headers);
    expect(await stockOf()).toBe(sku.stock);
  });

  it('gives the demo student orders in every status on onmat and phala, and shipped ones on slim', async () => {
    const api = devApi();
    for (const subApp of ['onmat', 'phala']) {
      const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp) };
      const all = storeOrderPage.parse(
        (await api.call('GET', `/api/shop/orders?subApp=${subApp}&pageSize=50`, undefined, headers)).json
          .data,
      );
      expect(new Set(all.list.map((o) => o.status))).toEqual(
        new Set(['to-pay', 'to-ship', 'shipped', 'received', 'reviewed', 'closed']),
      );
      const shipped = (
        await api.call('GET', `/api/shop/orders?subApp=${subApp}&status=shipped`, undefined, headers)
      ).json.data;
      expect(shipped.list.every((o: { status: string }) => o.status === 'shipped')).toBe(true);
    }
    const slim = { AUTHORIZE_TOKEN: await api.signIn('slim') };
    const s = (await api.call('GET', '/api/shop/orders?subApp=slim&status=shipped', undefined, slim)).json
      .data;
    expect(s.total).toBe(2);
  });
});
