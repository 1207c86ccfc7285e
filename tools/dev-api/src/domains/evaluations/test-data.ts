import type { devApi } from '../../test-helpers';

type Api = ReturnType<typeof devApi>;

/** The smallest valid PNG: an 1×1 transparent pixel. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Posts one file as the web client does (multipart, the token, the language). */
export async function uploadFile(
  api: Api,
  token: string,
  bytes: Uint8Array,
  opts: { name?: string; type?: string; lang?: string } = {},
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'image/png' }),
    opts.name ?? 'photo.png',
  );
  const res = await api.app.request('/api/uploads?subApp=onmat', {
    method: 'POST',
    body: form,
    headers: { AUTHORIZE_TOKEN: token, Language: opts.lang ?? 'zh' },
  });
  type Json = Awaited<ReturnType<Api['call']>>['json'];
  return { status: res.status, json: (await res.json()) as Json };
}

/** A paid course order of `phone` on onmat whose class started an hour ago, ready to evaluate. */
export async function paidCourse(api: Api, phone: string, now: number, refId?: string) {
  const created = await api.call('POST', '/__dev/orders', {
    phone,
    subApp: 'onmat',
    kind: 'course',
    title: '晨间流瑜伽',
    amount: 3900,
    classTime: new Date(now - 3_600_000).toISOString(),
    ...(refId === undefined ? {} : { refId }),
  });
  const orderNo = created.json.data.orderNo as string;
  await api.call('POST', '/__dev/pay/notify', { orderNo, txn: `txn_${orderNo}` });
  return orderNo;
}
