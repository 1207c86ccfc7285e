import { describe, expect, it } from 'vitest';
import { VIP_CODES, vipCardList, vipInvite, vipPlanList } from '@yoga/contract';
import { devApi } from '../../test-helpers';

const DAY = 24 * 3600_000;

/** A stand-in on a clock the test moves, signed in as a fresh onmat user. */
async function setup(phone = '13911112222') {
  let now = Date.parse('2026-12-01T02:00:00Z');
  const api = devApi({ now: () => now });
  const headers = { AUTHORIZE_TOKEN: await api.signIn('onmat', phone) };
  const get = async (url: string) => (await api.call('GET', url, undefined, headers)).json;
  const post = async (url: string, body?: unknown) => (await api.call('POST', url, body, headers)).json;
  const plans = vipPlanList.parse((await get('/api/vip/plans?subApp=onmat')).data).plans;
  const buy = async (planId: number, teacherId?: number) => {
    const order = (await post('/api/vip/orders?subApp=onmat', { planId, teacherId, agree: true })).data;
    await api.call('POST', '/__dev/pay/notify', { orderNo: order.orderNo, txn: `txn-${order.orderNo}` });
    return order;
  };
  const cards = async () => vipCardList.parse((await get('/api/vip/cards?subApp=onmat')).data).list;
  return { api, get, post, plans, buy, cards, tick: (ms: number) => void (now += ms) };
}

describe('vip stand-in', () => {
  it('sells four member plans with per-day prices, in the caller’s language', async () => {
    const { plans, api } = await setup();
    expect(plans.map((p) => p.period)).toEqual(['week', 'month', 'quarter', 'year']);
    expect(plans[1]).toMatchObject({ price: 6800, perDay: 227, name: '月卡会员' });
    const en = await api.call('GET', '/api/vip/plans?subApp=phala&kind=recipe', undefined, {
      Language: 'en',
    });
    expect(en.json.data.includes[0].title).toBe('Weekly recipes');
  });

  it('issues one card per paid order, even when the provider notifies twice', async () => {
    const s = await setup();
    const order = await s.buy(s.plans[0]!.id);
    const again = await s.api.call('POST', '/__dev/pay/notify', {
      orderNo: order.orderNo,
      txn: `txn-${order.orderNo}`,
    });
    expect(again.json.data.duplicate).toBe(true);
    const list = await s.cards();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ state: 'active', orderNo: order.orderNo, days: 7 });
  });

  it('prices an invitation on the server and records the coach on the order', async () => {
    const s = await setup();
    const invite = vipInvite.parse((await s.get('/api/vip/invites/101?subApp=onmat')).data);
    expect(invite.plans[1]!.price).toBe(6120);
    const order = (
      await s.post('/api/vip/orders?subApp=onmat', { planId: s.plans[1]!.id, teacherId: 101, agree: true })
    ).data;
    expect(order).toMatchObject({ kind: 'vip', amount: 6120, detail: { teacherId: 101 } });
    expect((await s.get('/api/vip/invites/999?subApp=onmat')).code).toBe(VIP_CODES.teacherNotFound);
  });

  it('refuses an order without the agreement, for a missing plan, or signed out', async () => {
    const s = await setup();
    expect(
      (await s.post('/api/vip/orders?subApp=onmat', { planId: s.plans[0]!.id, agree: false })).code,
    ).toBe(VIP_CODES.agreementRequired);
    expect((await s.post('/api/vip/orders?subApp=onmat', { planId: 99999, agree: true })).code).toBe(
      VIP_CODES.planNotFound,
    );
    const out = await s.api.call('POST', '/api/vip/orders?subApp=onmat', {
      planId: s.plans[0]!.id,
      agree: true,
    });
    expect(out.json.code).toBe(403);
  });

  it('keeps a second card waiting while one runs; activation starts its validity then', async () => {
    const s = await setup();
    await s.buy(s.plans[0]!.id);
    await s.buy(s.plans[1]!.id);
    const [running, waiting] = await s.cards();
    expect([running!.state, waiting!.state]).toEqual(['active', 'to_activate']);
    expect((await s.post(`/api/vip/cards/${waiting!.id}/activate?subApp=onmat`)).code).toBe(
      VIP_CODES.cardActiveExists,
    );
    expect((await s.post(`/api/vip/cards/${running!.id}/activate?subApp=onmat`)).code).toBe(
      VIP_CODES.cardNotActivatable,
    );
    s.tick(8 * DAY);
    const active = (await s.post(`/api/vip/cards/${waiting!.id}/activate?subApp=onmat`)).data;
    expect(Date.parse(active.expiresAt) - Date.parse(active.activatedAt)).toBe(30 * DAY);
    expect((await s.cards()).map((c) => c.state)).toEqual(['active', 'expired']);
  });

  it('expires a card by the clock, and hides other users’ cards', async () => {
    const s = await setup();
    await s.buy(s.plans[0]!.id);
    s.tick(7 * DAY - 1);
    expect((await s.cards())[0]!.state).toBe('active');
    s.tick(1);
    expect((await s.cards())[0]!.state).toBe('expired');
    const other = await setup('13933334444');
    expect(await other.cards()).toEqual([]);
    expect((await other.post(`/api/vip/cards/1/activate?subApp=onmat`)).code).toBe(VIP_CODES.cardNotFound);
  });

  it('gives the demo account a card in every state, active first', async () => {
    const s = await setup('13800138000');
    expect((await s.cards()).map((c) => c.state)).toEqual(['active', 'to_activate', 'expired']);
  });
});
