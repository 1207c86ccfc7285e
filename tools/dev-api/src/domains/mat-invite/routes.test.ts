import { describe, expect, it } from 'vitest';
import { devApi } from '../../test-helpers';
import { claimableUser } from './contract-calls';

const DAY = 86_400_000;

describe('mat-invite stand-in', () => {
  it('shows the demo student on phala 3 of 5 friends, masked, and their own code', async () => {
    const api = devApi();
    const AUTHORIZE_TOKEN = await api.signIn('phala');
    const r = await api.call('GET', '/api/shop/mat-invite?subApp=phala', undefined, { AUTHORIZE_TOKEN });
    expect(r.json.data).toMatchObject({ goal: 5, invited: 3, state: 'in-progress', orderNo: null });
    expect(r.json.data.invitees.map((i: { name: string }) => i.name)).toEqual(['王**', '李**', '陈**']);
    expect(r.json.data.sharePath).toBe(`/phala/login?invite=${r.json.data.inviteCode}`);
    expect((await api.call('GET', '/api/shop/mat-invite?subApp=phala')).json.code).toBe(403);
  });

  it('starts a new user at 0 with 30 days to go, and counts each friend once', async () => {
    let now = Date.parse('2026-12-01T00:00:00Z');
    const api = devApi({ now: () => now });
    const headers = { AUTHORIZE_TOKEN: await api.signIn('phala', '13500135001') };
    const first = (await api.call('GET', '/api/shop/mat-invite?subApp=phala', undefined, headers)).json.data;
    expect(first).toMatchObject({ invited: 0, endsAt: new Date(now + 30 * DAY).toISOString() });
    const join = (phone: string) =>
      api.call('POST', '/__dev/mat-invite/join', { code: first.inviteCode, phone });
    await join('13900139001');
    await join('13900139001');
    // The inviter cannot count themselves.
    expect((await join('13500135001')).json.data.invited).toBe(1);
    now += 31 * DAY;
    expect((await join('13900139002')).json.data.invited).toBe(1);
  });

  it('runs on phala only: onmat sells the mat but has no invite to start or claim', async () => {
    const api = devApi();
    const headers = { AUTHORIZE_TOKEN: await api.signIn('onmat') };
    expect((await api.call('GET', '/api/shop/mat-invite?subApp=onmat', undefined, headers)).json.code).toBe(
      4302,
    );
    const claim = await api.call(
      'POST',
      '/api/shop/mat-invite/claim?subApp=onmat',
      { addressId: 1 },
      headers,
    );
    expect(claim.json.code).toBe(4302);
  });

  it('claims once the goal is met: a free order to the address; 4308 before and after', async () => {
    const api = devApi();
    const early = { AUTHORIZE_TOKEN: await api.signIn('phala') };
    const refused = await api.call(
      'POST',
      '/api/shop/mat-invite/claim?subApp=phala',
      { addressId: 1 },
      early,
    );
    expect(refused.json.code).toBe(4308);
    const { headers, addressId } = await claimableUser(api);
    const r = await api.call('POST', '/api/shop/mat-invite/claim?subApp=phala', { addressId }, headers);
    expect(r.json.data).toMatchObject({ state: 'claimed', invited: 5, orderNo: expect.any(String) });
    const order = await api.call(
      'GET',
      `/api/shop/orders/${r.json.data.orderNo}?subApp=phala`,
      undefined,
      headers,
    );
    // Paid at once (nothing to pay), so the warehouse ships it at once, as it does a paid order.
    expect(order.json.data).toMatchObject({
      amount: 0,
      state: 'paid',
      status: 'shipped',
      items: [{ quantity: 1 }],
    });
    expect(order.json.data.shipmentId).toEqual(expect.any(Number));
    const again = await api.call('POST', '/api/shop/mat-invite/claim?subApp=phala', { addressId }, headers);
    expect(again.json.code).toBe(4308);
  });
});
