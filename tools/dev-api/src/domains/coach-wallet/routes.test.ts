import { describe, expect, it } from 'vitest';
import { COACH_WALLET_CODES, ownedPackageDetail, pearlLedger, pearlWallet } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';

const base = '/api/coach-wallet';

function stand() {
  const api = devApi();
  const as = async (subApp: string, phone?: string) => {
    const headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone) };
    const get = (path: string) =>
      api.call('GET', `${base}${path}${path.includes('?') ? '&' : '?'}subApp=${subApp}`, undefined, headers);
    const post = (path: string, body: unknown = {}) =>
      api.call('POST', `${base}${path}?subApp=${subApp}`, body, headers);
    return { headers, get, post };
  };
  const pay = (orderNo: string, txn: string) => api.call('POST', '/__dev/pay/notify', { orderNo, txn });
  return { api, as, pay };
}

describe('coach-wallet stand-in', () => {
  it('credits a pearl pack once per order: a second payment of the same order (double tap, two tabs) charges nothing more', async () => {
    const { as, pay, api } = stand();
    const coach = await as('onmat-teacher', '13911110001');
    const before = pearlWallet.parse((await coach.get('/pearls')).json.data);
    expect(before.balance).toBe(0);
    const pack = before.packs[1]!;
    const { orderNo } = (await coach.post('/pearls/orders', { packId: pack.id })).json.data;
    expect(
      (await api.call('GET', `/api/orders/${orderNo}?subApp=onmat-teacher`, undefined, coach.headers)).json
        .data,
    ).toMatchObject({ kind: 'pearl', amount: pack.price, state: 'pending' });

    const first = await pay(orderNo, 'txn_tab_one_000001');
    expect(first.json.data).toMatchObject({ duplicate: false, amount: pack.price });
    // The second tab's cashier has its own transaction id; the same tab's double tap repeats its own.
    const second = await pay(orderNo, 'txn_tab_two_000002');
    expect(second.json.data).toMatchObject({ duplicate: true, txn: 'txn_tab_one_000001' });
    const again = await pay(orderNo, 'txn_tab_one_000001');
    expect(again.json.data).toMatchObject({ duplicate: true });

    const after = pearlWallet.parse((await coach.get('/pearls')).json.data);
    expect(after.balance).toBe(pack.pearls + pack.bonus);
    const lines = pearlLedger.parse((await coach.get('/pearls/ledger')).json.data);
    expect(lines.total).toBe(1);
    expect(lines.list[0]).toMatchObject({ reason: 'purchase', change: pack.pearls + pack.bonus, orderNo });
  });

  it('a bought package becomes a coupon activity students claim; claims and uses are counted', async () => {
    const { as, pay, api } = stand();
    const coach = await as('onmat-teacher', '13911110002');
    const pkg = (await coach.get('/coupon-packages')).json.data.packages[0];
    const { orderNo } = (await coach.post(`/coupon-packages/${pkg.id}/orders`)).json.data;
    expect((await coach.get('/coupon-packages/mine')).json.data.total).toBe(0);
    await pay(orderNo, 'txn_package_000001');
    await pay(orderNo, 'txn_package_000002');
    const mine = (await coach.get('/coupon-packages/mine')).json.data;
    expect(mine.total).toBe(1);
    const owned = mine.list[0];
    expect(owned).toMatchObject({ count: pkg.count, claimed: 0, used: 0, left: pkg.count, orderNo });

    const student = { AUTHORIZE_TOKEN: await api.signIn('onmat', '13911110003') };
    const activity = (await api.call('GET', `/api/coupons/activities/${owned.activityId}?subApp=onmat`)).json
      .data;
    const claim = await api.call(
      'POST',
      `/api/coupons/activities/${owned.activityId}/claim?subApp=onmat`,
      { couponId: activity.coupons[0].id },
      student,
    );
    expect(claim.json.state).toBe(1);
    const detail = ownedPackageDetail.parse((await coach.get(`/coupon-packages/mine/${owned.id}`)).json.data);
    expect(detail).toMatchObject({ claimed: 1, used: 0, left: pkg.count - 1 });
    expect(detail.claims[0]).toMatchObject({ student: '139****0003', used: false });
  });

  it('refuses a student token and a student sub-app, and another coach’s package', async () => {
    const { as, api } = stand();
    const student = { AUTHORIZE_TOKEN: await api.signIn('onmat') };
    for (const path of ['/pearls', '/pearls/ledger', '/coupon-packages', '/coupon-packages/mine']) {
      // A student's token on the coach sub-app: not signed in there.
      const asCoach = await api.call('GET', `${base}${path}?subApp=onmat-teacher`, undefined, student);
      expect(asCoach.json.code).toBe(403);
      // The student's own sub-app: coaches only.
      const own = await api.call('GET', `${base}${path}?subApp=onmat`, undefined, student);
      expect(own.json.code).toBe(COACH_WALLET_CODES.coachOnly);
    }
    const buy = await api.call('POST', `${base}/pearls/orders?subApp=onmat`, { packId: 1 }, student);
    expect(buy.json.code).toBe(COACH_WALLET_CODES.coachOnly);
    // The demo coach's seeded package is not another coach's to read.
    const demo = await as('onmat-teacher');
    const seeded = (await demo.get('/coupon-packages/mine')).json.data.list[0];
    expect(seeded).toBeTruthy();
    const other = await as('onmat-teacher', '13911110004');
    expect((await other.get(`/coupon-packages/mine/${seeded.id}`)).json.code).toBe(
      COACH_WALLET_CODES.ownedPackageNotFound,
    );
    expect((await other.get('/coupon-packages/mine/abc')).json.code).toBe(
      COACH_WALLET_CODES.ownedPackageNotFound,
    );
    expect((await other.post('/pearls/orders', { packId: 9999 })).json.code).toBe(
      COACH_WALLET_CODES.packNotFound,
    );
    expect((await other.post('/pearls/orders', { packId: 'x' })).json.state).not.toBe(1);
    // A coach token of one sub-app does not open another's.
    expect(
      (await api.call('GET', `${base}/pearls?subApp=phala-teacher`, undefined, other.headers)).json.code,
    ).toBe(403);
  });

  it('seeds the demo coach real content in both coach apps, dated relative to today', async () => {
    const { as } = stand();
    for (const [subApp, id] of [
      ['onmat-teacher', 1],
      ['phala-teacher', 2],
    ] as const) {
      const demo = await as(subApp);
      const owned = ownedPackageDetail.parse((await demo.get(`/coupon-packages/mine/${id}`)).json.data);
      expect(owned.left).toBe(owned.count);
      expect(TEST_NOW - Date.parse(owned.boughtAt)).toBeLessThan(4 * 86_400_000);
      const wallet = pearlWallet.parse((await demo.get('/pearls')).json.data);
      expect(wallet).toMatchObject({ balance: 20 });
      expect(wallet.packs.length).toBeGreaterThan(0);
    }
  });
});
