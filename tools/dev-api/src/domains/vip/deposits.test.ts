import { describe, expect, it } from 'vitest';
import { VIP_CODES, depositOffer } from '@yoga/contract';
import { devApi } from '../../test-helpers';

describe('deposits', () => {
  it('quotes a deposit, takes it through the cashier, then refuses a second one', async () => {
    const api = devApi();
    const headers = { AUTHORIZE_TOKEN: await api.signIn('phala', '13955556666') };
    const offer = async () =>
      depositOffer.parse(
        (await api.call('GET', '/api/vip/deposits/offer?subApp=phala&courseId=1', undefined, headers)).json
          .data,
      );
    const first = await offer();
    expect(first).toMatchObject({ deposit: 100000, balance: 1180000, mine: 'none' });
    expect(Date.parse(first.balanceDueAt)).toBeLessThan(Date.parse(first.startsAt));
    const body = { targetKind: 'course', targetId: 1, agree: true };
    const order = (await api.call('POST', '/api/vip/deposits?subApp=phala', body, headers)).json.data;
    expect(order).toMatchObject({ kind: 'deposit', amount: 100000, state: 'pending' });
    expect((await offer()).mine).toBe('pending');
    await api.call('POST', '/__dev/pay/notify', { orderNo: order.orderNo, txn: `txn-${order.orderNo}` });
    expect((await offer()).mine).toBe('paid');
    const again = await api.call('POST', '/api/vip/deposits?subApp=phala', body, headers);
    expect(again.json.code).toBe(VIP_CODES.depositAlreadyPaid);
  });

  it('refuses a second deposit order while the first is still awaiting payment, in zh and en', async () => {
    const api = devApi();
    const headers = { AUTHORIZE_TOKEN: await api.signIn('phala', '13955556667') };
    const body = { targetKind: 'course', targetId: 1, agree: true };
    const first = await api.call('POST', '/api/vip/deposits?subApp=phala', body, headers);
    expect(first.json.data.state).toBe('pending');
    const second = await api.call('POST', '/api/vip/deposits?subApp=phala', body, headers);
    expect(second.json).toMatchObject({
      state: 0,
      code: VIP_CODES.depositPending,
      msg: '你有一笔待支付的定金订单，请在“我的订单”中完成支付',
      // The refusal names the unpaid order, so the screen can offer its cashier.
      data: { orderNo: first.json.data.orderNo, amount: 100000 },
    });
    const en = await api.call('POST', '/api/vip/deposits?subApp=phala', body, { ...headers, Language: 'en' });
    expect(en.json.msg).toBe(
      'You already have a deposit order awaiting payment; please pay it from My orders',
    );
    // Once the pending one is cancelled, a new deposit order may be made.
    await api.call('POST', `/api/orders/${first.json.data.orderNo}/cancel?subApp=phala`, {}, headers);
    expect((await api.call('POST', '/api/vip/deposits?subApp=phala', body, headers)).json.state).toBe(1);
  });

  it('answers signed out, and says so for an unknown target or a missing id', async () => {
    const api = devApi();
    expect((await api.call('GET', '/api/vip/deposits/offer?subApp=onmat&eventId=1')).json.data.mine).toBe(
      'none',
    );
    expect((await api.call('GET', '/api/vip/deposits/offer?subApp=onmat&eventId=9')).json.code).toBe(
      VIP_CODES.depositTargetNotFound,
    );
    expect((await api.call('GET', '/api/vip/deposits/offer?subApp=onmat')).json.code).toBe(400);
  });
});
