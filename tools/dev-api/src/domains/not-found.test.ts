import { describe, expect, it } from 'vitest';
import { NOT_FOUND_CODES } from '@yoga/contract/codes';
import { devApi } from '../test-helpers';

const H = (AUTHORIZE_TOKEN: string) => ({ AUTHORIZE_TOKEN });
const subApp = 'phala';
const q = `subApp=${subApp}`;

/**
 * Every read of one resource by id, across domains: someone else's id gets exactly the answer of an
 * id nobody has (no existence leak), and the screens read that answer as not-found (HTTP 404 or a
 * code in NOT_FOUND_CODES), so they show the not-found state rather than a retry.
 */
describe('reads by id: missing and foreign', () => {
  it('answer the same not-found for someone else’s id as for one nobody has', async () => {
    const api = devApi();
    const me = await api.signIn(subApp);
    const other = await api.signIn(subApp, '13900139077');
    const mine = async (url: string) =>
      (await api.call('GET', `${url}${url.includes('?') ? '&' : '?'}${q}`, undefined, H(me))).json.data;
    const answer = async (url: string, token: string) => {
      const r = await api.call('GET', `${url}?${q}`, undefined, H(token));
      const notFound = r.status === 404 || NOT_FOUND_CODES.includes(r.json.code);
      return { code: r.json.code as number, msg: r.json.msg as string, notFound };
    };
    const orders = await mine('/api/orders?page=1&pageSize=20');
    const storeOrders = await mine('/api/shop/orders?page=1&pageSize=20');
    const shipment = storeOrders.list.find((o: { shipmentId: number | null }) => o.shipmentId)?.shipmentId;
    const cases: [string, string | number, string | number][] = [
      ['/api/orders/', orders.list[0].orderNo, 'PH20991231000000'],
      ['/api/evaluations/', orders.list[0].orderNo, 'PH20991231000000'],
      ['/api/shop/orders/', storeOrders.list[0].orderNo, 'PH20991231000000'],
      ['/api/shop/shipments/', shipment, 99999],
      ['/api/addresses/', (await mine('/api/addresses'))[0].id, 99999],
      ['/api/wallet/income/', (await mine('/api/wallet/income?page=1&pageSize=5')).list[0].id, 99999],
      [
        '/api/wallet/withdrawals/',
        (await mine('/api/wallet/withdrawals?page=1&pageSize=5')).list[0].id,
        99999,
      ],
    ];
    for (const [base, own, nobody] of cases) {
      expect(own, base).toBeDefined();
      const foreign = await answer(`${base}${own}`, other);
      const missing = await answer(`${base}${nobody}`, me);
      expect({ base, ...foreign }).toEqual({ base, ...missing, notFound: true });
    }
  });

  it('answer not-found for a public resource id nobody has', async () => {
    const api = devApi();
    const me = await api.signIn(subApp);
    for (const url of [
      '/api/shop/products/99999',
      '/api/course-media/cards/99999',
      '/api/course-media/playbacks/99999',
      '/api/vip/invites/99999',
    ]) {
      const r = await api.call('GET', `${url}?${q}`, undefined, H(me));
      expect({ url, notFound: r.status === 404 || NOT_FOUND_CODES.includes(r.json.code) }).toEqual({
        url,
        notFound: true,
      });
    }
    const course = await api.call('GET', `/api/courses/detail?${q}&courseId=99999`, undefined, H(me));
    expect(NOT_FOUND_CODES).toContain(course.json.code);
  });

  it('refuse a malformed id (a bad request or not-found, never data); screens send none anyway', async () => {
    const api = devApi();
    const me = await api.signIn(subApp);
    for (const url of [
      '/api/orders/1',
      '/api/evaluations/x',
      '/api/shop/orders/abc',
      '/api/shop/shipments/abc',
      '/api/addresses/abc',
      '/api/wallet/income/abc',
      '/api/wallet/withdrawals/abc',
      '/api/shop/products/abc',
      '/api/course-media/cards/abc',
      '/api/course-media/playbacks/abc',
      '/api/vip/invites/abc',
    ]) {
      const r = await api.call('GET', `${url}?${q}`, undefined, H(me));
      expect({ url, refused: r.json.code !== 200 && r.json.data === null }).toEqual({ url, refused: true });
    }
  });
});
