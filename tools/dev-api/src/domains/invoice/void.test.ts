import { describe, expect, it } from 'vitest';
import { invoicePage } from '@yoga/contract';
import { clocked, H } from './test-kit';

describe('invoice stand-in: a refund voids the invoice', () => {
  it('marks the invoice covering a refunded order voided and stops serving its PDF', async () => {
    const { api, token, ask, free, advance } = await clocked();
    const [a, b] = await free();
    const asked = await ask({ orderNos: [a, b] });
    advance(2 * 60_000);
    const list = async () =>
      invoicePage.parse((await api.call('GET', '/api/invoices?subApp=slim', undefined, H(token))).json.data);
    const issued = (await list()).list.find((i) => i.id === asked.json.data.id)!;
    expect(issued.status).toBe('issued');
    const pdf = () => api.app.request(issued.downloadUrl!);
    expect((await pdf()).status).toBe(200);
    // Make the invoiced order a course whose class is ahead, so its owner may cancel it for a refund.
    const future = new Date(Date.parse('2026-12-05T02:00:00Z')).toISOString();
    api.db.prepare("UPDATE orders SET kind = 'course', class_time = ? WHERE order_no = ?").run(future, a);
    const cancel = await api.call('POST', `/api/orders/${a}/cancel?subApp=slim`, {}, H(token));
    expect(cancel.json.data.state).toBe('refunded');
    const voided = (await list()).list.find((i) => i.id === issued.id)!;
    expect(voided).toMatchObject({ status: 'voided', downloadUrl: null, amount: issued.amount });
    expect(voided.orders.map((o) => o.orderNo).sort()).toEqual([a, b].sort());
    expect((await pdf()).status).toBe(404);
    // The order still paid is released to be invoiced again; the refunded one is not invoiceable.
    expect(await free()).toContain(b);
    expect(await free()).not.toContain(a);
    expect((await ask({ orderNos: [b] })).json.state).toBe(1);
  });
});
