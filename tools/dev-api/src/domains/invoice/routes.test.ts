import { describe, expect, it } from 'vitest';
import { invoice as invoiceSchema, invoicePage, invoiceableOrder, page } from '@yoga/contract';
import { clocked, GOOD_CODE, H } from './test-kit';

describe('invoice stand-in: what can be invoiced', () => {
  it('lists the demo student’s paid orders of the year on slim, newest first, two already covered', async () => {
    const { api, token, now } = await clocked();
    const r = await api.call('GET', '/api/invoices/orders?subApp=slim&pageSize=50', undefined, H(token));
    const p = page(invoiceableOrder).parse(r.json.data);
    expect(p.total).toBeGreaterThanOrEqual(8);
    expect(p.list.filter((o) => o.invoiceId !== null)).toHaveLength(2);
    const paid = p.list.map((o) => o.paidAt);
    expect([...paid].sort().reverse()).toEqual(paid);
    expect(p.list.some((o) => o.title === '月卡会员' && Date.parse(o.paidAt) < now() - 3e10)).toBe(false);
    const second = await api.call(
      'GET',
      '/api/invoices/orders?subApp=slim&page=2&pageSize=5',
      undefined,
      H(token),
    );
    expect(second.json.data.list[0].orderNo).toBe(p.list[5]!.orderNo);
  });

  it('answers 403 without a token or with another sub-app’s token', async () => {
    const { api } = await clocked();
    expect((await api.call('GET', '/api/invoices/orders?subApp=slim')).json.code).toBe(403);
    const onmat = await api.signIn('onmat');
    expect((await api.call('GET', '/api/invoices?subApp=slim', undefined, H(onmat))).json.code).toBe(403);
    expect((await api.call('POST', '/api/invoices?subApp=slim', {}, H(onmat))).json.code).toBe(403);
  });
});

describe('invoice stand-in: requests', () => {
  it('refuses a company code with a wrong check digit in words, takes a personal title without one', async () => {
    const { ask, free } = await clocked();
    const [a] = await free();
    const company = { orderNos: [a], titleType: 'company', title: '北京轻盈健康管理有限公司' };
    const bad = await ask({ ...company, taxNo: '91350100M000100Y44' });
    expect(bad.json).toMatchObject({ state: 0, code: 400, msg: '统一社会信用代码不正确，请核对后重试' });
    expect((await ask({ ...company, taxNo: '' }, 'en')).json.msg).toBe(
      'The unified social credit code is not valid, please check it',
    );
    expect((await ask({ orderNos: [a], email: 'nope' })).json.msg).toBe('请填写正确的邮箱地址');
    expect((await ask({ orderNos: [a], title: '李' })).json.msg).toBe('请填写发票抬头（2 到 60 字）');
    const ok = await ask({ orderNos: [a], taxNo: 'ignored' });
    expect(invoiceSchema.parse(ok.json.data)).toMatchObject({
      titleType: 'personal',
      taxNo: '',
      status: 'pending',
    });
  });

  it('issues two minutes later with a number and a signed link; the orders are covered', async () => {
    const { api, token, ask, free, advance } = await clocked();
    const chosen = (await free()).slice(0, 2);
    const r = await ask({
      orderNos: chosen,
      titleType: 'company',
      title: '轻盈健康',
      taxNo: '91350100m000100y43 ',
    });
    const inv = invoiceSchema.parse(r.json.data);
    expect(inv).toMatchObject({ status: 'pending', invoiceNo: null, downloadUrl: null, taxNo: GOOD_CODE });
    expect(inv.orders.map((o) => o.orderNo).sort()).toEqual([...chosen].sort());
    expect(inv.amount).toBe(inv.orders.reduce((s, o) => s + o.amount, 0));
    expect(await free()).not.toContain(chosen[0]);
    advance(2 * 60_000 - 1);
    const list = async () =>
      invoicePage.parse((await api.call('GET', '/api/invoices?subApp=slim', undefined, H(token))).json.data);
    expect((await list()).list[0]).toMatchObject({ id: inv.id, status: 'pending' });
    advance(1);
    const issued = (await list()).list[0]!;
    expect(issued).toMatchObject({ id: inv.id, status: 'issued' });
    expect(issued.invoiceNo).toMatch(/^\d{20}$/);
    expect(issued.downloadUrl).toMatch(
      new RegExp(`^/api/invoices/${inv.id}/pdf\\?ticket=\\d+\\.\\d+\\.[\\w-]{43}$`),
    );
  });

  it('refuses orders already invoiced, another user’s, unpaid and over a year old (4401)', async () => {
    const { api, ask, free } = await clocked();
    const db = api.db;
    const refused = { state: 0, code: 4401, msg: '所选订单不能开票或已开过票' };
    const [a, b] = await free();
    expect((await ask({ orderNos: [a] })).json.state).toBe(1);
    expect((await ask({ orderNos: [b, a] })).json).toMatchObject(refused);
    const pick = (sql: string) => (db.prepare(sql).get() as { order_no: string }).order_no;
    const pending = pick("SELECT order_no FROM orders WHERE sub_app = 'slim' AND state = 'pending'");
    const old = pick(
      "SELECT order_no FROM orders WHERE sub_app = 'slim' AND title = '月卡会员' AND state = 'paid' ORDER BY paid_at LIMIT 1",
    );
    const onmat = pick("SELECT order_no FROM orders WHERE sub_app = 'onmat' AND state = 'paid'");
    for (const no of [pending, old, onmat, 'SL20261201999999'])
      expect((await ask({ orderNos: [no] })).json).toMatchObject(refused);
    const other = await api.signIn('slim', '13700137009');
    expect((await ask({ orderNos: [b] }, 'zh', other)).json.code).toBe(4401);
    expect((await ask({ orderNos: [b] })).json.state).toBe(1);
  });

  it('lets one of two simultaneous requests for an order win', async () => {
    const { ask, free } = await clocked();
    const [a] = await free();
    const both = await Promise.all([ask({ orderNos: [a] }), ask({ orderNos: [a] })]);
    expect(both.map((r) => r.json.state).sort()).toEqual([0, 1]);
    expect(both.find((r) => r.json.state === 0)!.json.code).toBe(4401);
  });
});
