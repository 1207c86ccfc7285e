import { afterEach, describe, expect, it } from 'vitest';
import { payment, prepayResponse } from '@yoga/contract';
import { devApi } from '../../test-helpers';
import { paySignature } from './store';

const phone = '13900139001';
const setup = async (kind = 'store') => {
  const api = devApi();
  const AUTHORIZE_TOKEN = await api.signIn('phala', phone);
  const r = await api.call('POST', '/__dev/orders', {
    phone,
    subApp: 'phala',
    kind,
    title: '季卡会员',
    amount: 26900,
  });
  return { api, headers: { AUTHORIZE_TOKEN }, orderNo: r.json.data.orderNo as string };
};
let off: (() => void) | undefined;
afterEach(() => off?.());

describe('payments stand-in', () => {
  it('pays once however often the provider notifies; domains hear of it once', async () => {
    const { api, headers, orderNo } = await setup();
    const heard: string[] = [];
    off = api.events.on('order.paid', ({ order }) => void heard.push(order.orderNo + ':' + order.state));
    const first = payment.parse(
      (await api.call('POST', '/__dev/pay/notify', { orderNo, txn: 'txn_once_000001' })).json.data,
    );
    const again = await api.call('POST', '/__dev/pay/notify', { orderNo, txn: 'txn_once_000001' });
    const other = await api.call('POST', '/__dev/pay/notify', { orderNo, txn: 'txn_once_000002' });
    expect(first).toMatchObject({ txn: 'txn_once_000001', amount: 26900, duplicate: false });
    expect(again.json.data).toEqual({ ...first, duplicate: true });
    expect(other.json.data).toEqual({ ...first, duplicate: true });
    expect(heard).toEqual([`${orderNo}:paid`]);
    const rows = api.db
      .prepare('SELECT COUNT(*) AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_no = ?')
      .get(orderNo);
    expect(rows).toEqual({ n: 1 });
    const status = await api.call('GET', `/api/orders/${orderNo}/status?subApp=phala`, undefined, headers);
    expect(status.json.data).toMatchObject({ state: 'paid', paidAt: first.paidAt });
    const prepay = await api.call(
      'POST',
      '/api/pay/prepay?subApp=phala',
      { orderNo, channel: 'h5' },
      headers,
    );
    expect(prepay.json).toMatchObject({ code: 409, msg: '订单已支付，无需重复支付' });
  });

  it('gives two prepays at once the same provider order, signed', async () => {
    const { api, headers, orderNo } = await setup();
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        api.call('POST', '/api/pay/prepay?subApp=phala', { orderNo, channel: 'jsapi' }, headers),
      ),
    );
    const ja = prepayResponse.parse(a!.json.data).jsapi!;
    const jb = prepayResponse.parse(b!.json.data).jsapi!;
    expect(ja.package).toMatch(/^prepay_id=wx/);
    expect(jb.package).toBe(ja.package);
    const { paySign, ...fields } = ja;
    expect(paySign).toBe(paySignature(fields));
  });

  it('hands mini-programs the native pay page and browsers the H5 cashier of this product', async () => {
    const { api, headers, orderNo } = await setup();
    const mini = await api.call(
      'POST',
      '/api/pay/prepay?subApp=phala',
      { orderNo, channel: 'mini' },
      headers,
    );
    expect(mini.json.data.mini.path).toBe(`/pages/pay/index?orderNo=${orderNo}`);
    const h5 = await api.call('POST', '/api/pay/prepay?subApp=phala', { orderNo, channel: 'h5' }, headers);
    const url = new URL(h5.json.data.h5.url, 'http://localhost');
    expect(url.pathname).toBe('/__dev/pay/cashier');
    expect(url.searchParams.get('return')).toBe(`/phala/app/pay_info?orderNo=${orderNo}`);
    const en = await api.call(
      'POST',
      '/api/pay/prepay?subApp=phala',
      { orderNo, channel: 'h5' },
      { ...headers, Language: 'en' },
    );
    // A page load forgets ?lng=, so an English payer comes back with it.
    expect(new URL(en.json.data.h5.url, 'http://localhost').searchParams.get('return')).toBe(
      `/phala/app/pay_info?orderNo=${orderNo}&lng=en`,
    );
    const page = await api.app.request(url.pathname + url.search);
    const html = await page.text();
    expect(html).toContain('¥269.00');
    expect(html).toContain(`data-return="/phala/app/pay_info?orderNo=${orderNo}"`);
    expect(html).toContain('<script src="/__dev/pay/cashier.js">');
    expect((await api.app.request('/__dev/pay/cashier.js')).headers.get('content-type')).toContain(
      'javascript',
    );
    const bad = await api.call('POST', '/api/pay/prepay?subApp=phala', { orderNo, channel: 'cash' }, headers);
    expect(bad.json).toMatchObject({ code: 400, msg: '支付方式不正确' });
  });

  it('returns only to paths of this product', async () => {
    const { api, orderNo } = await setup();
    for (const back of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/nowhere/x',
    ]) {
      const r = await api.app.request(
        `/__dev/pay/cashier?orderNo=${orderNo}&return=${encodeURIComponent(back)}`,
      );
      expect(r.status, back).toBe(400);
      expect(await r.text()).not.toContain('evil');
    }
    const unknown = await api.app.request(
      '/__dev/pay/cashier?orderNo=PH20261201000000&return=%2Fphala%2Fstore',
    );
    expect(unknown.status).toBe(404);
  });

  it('keeps the development calls out when DEV_ONLY is off', async () => {
    const api = devApi({ devOnly: false });
    expect(
      (await api.call('POST', '/__dev/pay/notify', { orderNo: 'PH20261201000000', txn: 'txn_x_000001' })).json
        .code,
    ).toBe(404);
  });
});
