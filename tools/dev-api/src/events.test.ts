import { describe, expect, it } from 'vitest';
import { EventBus } from './events';
import { devApi } from './test-helpers';

const phone = '13900139077';

describe('domain events', () => {
  it('tell subscribers of a cancelled order, and stop after unsubscribing', async () => {
    const api = devApi();
    const AUTHORIZE_TOKEN = await api.signIn('phala', phone);
    const order = { phone, subApp: 'phala', kind: 'store', title: '瑜伽垫', amount: 100 };
    const heard: string[] = [];
    const off = api.events.on(
      'order.cancelled',
      (e) => void heard.push(`${e.order.orderNo}:${e.order.state}`),
    );
    const first = (await api.call('POST', '/__dev/orders', order)).json.data.orderNo as string;
    await api.call('POST', `/api/orders/${first}/cancel?subApp=phala`, undefined, { AUTHORIZE_TOKEN });
    off();
    const second = (await api.call('POST', '/__dev/orders', order)).json.data.orderNo as string;
    await api.call('POST', `/api/orders/${second}/cancel?subApp=phala`, undefined, { AUTHORIZE_TOKEN });
    expect(heard).toEqual([`${first}:cancelled`]);
  });

  it('tell who paid with a paid order (its owner), besides the order and the payment', async () => {
    const api = devApi();
    await api.signIn('phala', phone);
    const owner = api.db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number };
    const heard: unknown[] = [];
    const off = api.events.on('order.paid', (e) =>
      heard.push({ userId: e.userId, orderNo: e.order.orderNo, txn: e.payment.txn }),
    );
    const order = { phone, subApp: 'phala', kind: 'store', title: '瑜伽垫', amount: 100 };
    const orderNo = (await api.call('POST', '/__dev/orders', order)).json.data.orderNo as string;
    await api.call('POST', '/__dev/pay/notify', { orderNo, txn: 'txn_owner_000001' });
    off();
    expect(heard).toEqual([{ userId: owner.id, orderNo, txn: 'txn_owner_000001' }]);
  });

  it('let a failing sign-in hook be logged without failing the sign-in', async () => {
    const api = devApi();
    api.events.on('user.signedIn', () => {
      throw new Error('boom');
    });
    expect(await api.signIn('onmat', phone)).toMatch(/^onmat_[\w-]{24}$/);
    expect(api.lines).toContain('user.signedIn hook failed: boom');
  });

  it('let a failing paid hook fail the emitter (it runs inside the payment)', () => {
    const bus = new EventBus();
    bus.on('order.paid', () => {
      throw new Error('refused');
    });
    expect(() => bus.emit('order.paid', {} as never)).toThrow('refused');
  });
});
