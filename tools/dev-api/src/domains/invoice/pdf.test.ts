import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoice as invoiceSchema, invoicePage } from '@yoga/contract';
import { clocked, H } from './test-kit';

describe('invoice stand-in: the PDF', () => {
  it('serves an issued invoice behind its ticket as a well-formed PDF, 404 otherwise', async () => {
    const { api, token, ask, free, advance } = await clocked();
    const inv = invoiceSchema.parse((await ask({ orderNos: (await free()).slice(0, 1) })).json.data);
    const early = await api.app.request(`/api/invoices/${inv.id}/pdf?ticket=whatever`);
    expect(early.status).toBe(404);
    advance(2 * 60_000);
    const list = await api.call('GET', '/api/invoices?subApp=slim', undefined, H(token));
    const issued = invoicePage.parse(list.json.data).list.find((i) => i.id === inv.id)!;
    const res = await api.app.request(issued.downloadUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline/);
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain(issued.invoiceNo!);
    expect(pdf).toContain('Beijing Yujia Keji');
    // Every cross-reference entry points at its object, and the stream length is exact.
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((o, i) => expect(pdf.slice(o).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
    const [, length, body] = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!;
    expect(body!.length).toBe(Number(length));
  });

  it('answers 404 for a wrong, missing or borrowed ticket', async () => {
    const { api, token, ask, free, advance } = await clocked();
    const inv = invoiceSchema.parse((await ask({ orderNos: (await free()).slice(0, 1) })).json.data);
    advance(2 * 60_000);
    const list = await api.call('GET', '/api/invoices?subApp=slim', undefined, H(token));
    const url = invoicePage.parse(list.json.data).list.find((i) => i.id === inv.id)!.downloadUrl!;
    const ticket = url.split('ticket=')[1]!;
    const wrong = `${ticket.slice(0, -1)}${ticket.endsWith('0') ? '1' : '0'}`;
    for (const bad of [
      `/api/invoices/${inv.id}/pdf?ticket=${wrong}`,
      `/api/invoices/${inv.id}/pdf`,
      `/api/invoices/1/pdf?ticket=${ticket}`,
      '/api/invoices/x/pdf',
    ]) {
      const res = await api.app.request(bad);
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe(4402);
    }
  });

  it('refuses a ticket forged with the key once written in the source, and one that outlives half an hour', async () => {
    const { api, token, ask, free, advance } = await clocked();
    const inv = invoiceSchema.parse((await ask({ orderNos: (await free()).slice(0, 1) })).json.data);
    advance(2 * 60_000);
    const { user_id } = api.db.prepare('SELECT user_id FROM invoices WHERE id = ?').get(inv.id) as {
      user_id: number;
    };
    const forged = createHmac('sha256', 'dev-invoice-key-not-secret-0123456789')
      .update(`invoice:${inv.id}:user:${user_id}`)
      .digest('hex')
      .slice(0, 32);
    expect((await api.app.request(`/api/invoices/${inv.id}/pdf?ticket=${forged}`)).status).toBe(404);
    const list = await api.call('GET', '/api/invoices?subApp=slim', undefined, H(token));
    const url = invoicePage.parse(list.json.data).list.find((i) => i.id === inv.id)!.downloadUrl!;
    advance(30 * 60_000 + 1);
    expect((await api.app.request(url)).status).toBe(404);
  });
});
