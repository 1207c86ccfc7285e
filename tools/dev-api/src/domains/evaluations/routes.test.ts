import { describe, expect, it } from 'vitest';
import { evaluation, order as orderSchema, upload } from '@yoga/contract';
import { devApi, TEST_NOW } from '../../test-helpers';
import { paidCourse, PNG_1PX, uploadFile } from './test-data';

const phone = '13300133000';
const H = (AUTHORIZE_TOKEN: string, Language = 'zh') => ({ AUTHORIZE_TOKEN, Language });
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const WEBP = Uint8Array.from([...Buffer.from('RIFF'), 4, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);

describe('uploads', () => {
  it('keeps JPEG, PNG and WebP by their bytes and serves them back', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', phone);
    for (const [bytes, type] of [
      [PNG_1PX, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const r = await uploadFile(api, token, bytes, { type: 'application/octet-stream', name: 'x.bin' });
      const up = upload.parse(r.json.data);
      expect(up.contentType).toBe(type);
      const back = await api.app.request(up.url);
      expect(back.headers.get('content-type')).toBe(type);
      expect(new Uint8Array(await back.arrayBuffer())).toEqual(new Uint8Array(bytes));
    }
  });

  it('refuses other content whatever its name says, in the caller’s language', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', phone);
    const gif = Buffer.from('GIF89a....');
    const zh = await uploadFile(api, token, gif, { name: 'a.png', type: 'image/png' });
    expect(zh.json).toMatchObject({ state: 0, code: 400, msg: '仅支持 JPG、PNG、WebP 格式的图片' });
    const en = await uploadFile(api, token, gif, { lang: 'en' });
    expect(en.json.msg).toBe('Only JPG, PNG or WebP images can be uploaded');
  });

  it('refuses more than 5 MB with 413', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', phone);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_1PX);
    const r = await uploadFile(api, token, big, { lang: 'en' });
    expect(r.status).toBe(413);
    expect(r.json).toMatchObject({ code: 413, msg: 'Images must be 5 MB or smaller' });
    const huge = await uploadFile(api, token, new Uint8Array(6 * 1024 * 1024));
    expect(huge.json).toMatchObject({ code: 413, msg: '图片不能超过 5 MB' });
  });

  it('needs a token, and 404s an unknown image', async () => {
    const api = devApi();
    const r = await uploadFile(api, 'nobody-0123456789', PNG_1PX);
    expect(r.json.code).toBe(403);
    expect((await api.app.request('/api/uploads/' + 'a'.repeat(32))).status).toBe(404);
  });
});

describe('evaluations', () => {
  it('evaluates a paid course once, flags the order, and reads it back', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', phone);
    const orderNo = await paidCourse(api, phone, TEST_NOW);
    const photo = (await uploadFile(api, token, PNG_1PX)).json.data.id;
    const body = { orderNo, stars: 4, tags: ['clear', 'pace'], text: ' 节奏刚好 ', photoIds: [photo] };
    const first = await api.call('POST', '/api/evaluations?subApp=onmat', body, H(token));
    const e = evaluation.parse(first.json.data);
    expect(e).toMatchObject({ stars: 4, tags: ['clear', 'pace'], text: '节奏刚好', photos: [{ id: photo }] });
    const o = await api.call('GET', `/api/orders/${orderNo}?subApp=onmat`, undefined, H(token));
    expect(orderSchema.parse(o.json.data).evaluated).toBe(true);
    const again = await api.call('POST', '/api/evaluations?subApp=onmat', body, H(token, 'en'));
    expect(again.json).toMatchObject({ code: 409, msg: 'This order has already been evaluated' });
    const read = await api.call('GET', `/api/evaluations/${orderNo}?subApp=onmat`, undefined, H(token));
    expect(read.json.data).toEqual(first.json.data);
  });

  it('refuses other users, unpaid or future classes, other kinds, foreign photos and bad stars', async () => {
    const api = devApi();
    const token = await api.signIn('onmat', phone);
    const other = await api.signIn('onmat', '13300133001');
    const orderNo = await paidCourse(api, phone, TEST_NOW);
    const post = (b: object, t = token) => api.call('POST', '/api/evaluations?subApp=onmat', b, H(t));
    expect((await post({ orderNo, stars: 5 }, other)).json.code).toBe(404);
    expect((await post({ orderNo, stars: 6 })).json.code).toBe(400);
    const foreign = (await uploadFile(api, other, PNG_1PX)).json.data.id;
    expect((await post({ orderNo, stars: 5, photoIds: [foreign] })).json.code).toBe(400);
    const pending = await api.call('POST', '/__dev/orders', {
      phone,
      subApp: 'onmat',
      kind: 'course',
      title: 'x',
      amount: 1,
    });
    expect((await post({ orderNo: pending.json.data.orderNo, stars: 5 })).json.msg).toBe(
      '只有已支付的课程订单可以评价',
    );
    const future = await api.call('POST', '/__dev/orders', {
      ...{ phone, subApp: 'onmat', kind: 'course', title: 'y', amount: 1 },
      classTime: new Date(TEST_NOW + 86_400_000).toISOString(),
    });
    const fNo = future.json.data.orderNo;
    await api.call('POST', '/__dev/pay/notify', { orderNo: fNo, txn: `txn_${fNo}` });
    expect((await post({ orderNo: fNo, stars: 5 })).json.code).toBe(409);
    expect(
      (await api.call('GET', `/api/evaluations/${orderNo}?subApp=onmat`, undefined, H(token))).json.code,
    ).toBe(404);
  });

  it('gives every seeded evaluated order its evaluation', async () => {
    const api = devApi();
    const token = await api.signIn('onmat');
    const list = await api.call(
      'GET',
      '/api/orders?subApp=onmat&kind=course&pageSize=50',
      undefined,
      H(token),
    );
    const done = list.json.data.list.filter((o: { evaluated: boolean }) => o.evaluated);
    expect(done.length).toBeGreaterThan(0);
    for (const o of done) {
      const r = await api.call('GET', `/api/evaluations/${o.orderNo}?subApp=onmat`, undefined, H(token));
      const e = evaluation.parse(r.json.data);
      expect([e.stars > 0, e.text.length > 0]).toEqual([true, true]);
    }
  });
});
