import { describe, expect, it } from 'vitest';
import { invoicePage } from '@yoga/contract';
import { clocked, H } from './test-kit';

describe('invoice stand-in: a refund voids the invoice', () => {
  it('marks the invoice covering a refunded order voided and stops serving its PDF', async () => {
    const { api, token, ask, free, advance } = await clocked();
    const [a] = await free();
    const asked = await ask({ orderNos: [a] });
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
    expect(voided).toMatchObject({ status: 'voided', downloadUrl: null });
    expect((await pdf()).status).toBe(404);
  });
});
