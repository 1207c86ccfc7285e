import type { devApi } from '../../test-helpers';

type Api = ReturnType<typeof devApi>;
type Headers = { AUTHORIZE_TOKEN: string };

export const ADDRESS = {
  name: '张小北',
  areaCode: '86',
  phone: '13912345678',
  region: ['上海市', '上海市', '徐汇区'],
  regionCodes: ['310000', '310100', '310104'],
  detail: '漕溪北路 88 号 2 号楼 1501',
};

/** A signed-in buyer on a sub-app with one address of theirs. */
export async function buyer(api: Api, subApp = 'onmat', phone = '13900139001') {
  const headers: Headers = { AUTHORIZE_TOKEN: await api.signIn(subApp, phone) };
  const added = await api.call('POST', `/api/addresses?subApp=${subApp}`, ADDRESS, headers);
  return { subApp, headers, addressId: added.json.data.id as number };
}

/** The product list's first entry (best seller in stock) and its first SKU with units left. */
export async function inStock(api: Api, subApp = 'onmat') {
  const list = await api.call('GET', `/api/shop/products?subApp=${subApp}&pageSize=1`);
  const spuId = list.json.data.list[0].spuId as number;
  const detail = await api.call('GET', `/api/shop/products/${spuId}?subApp=${subApp}`);
  const sku = (detail.json.data.skus as { id: number; stock: number; price: number }[]).find(
    (k) => k.stock > 0,
  )!;
  return { spuId, sku, detail: detail.json.data };
}

export async function order(
  api: Api,
  b: Awaited<ReturnType<typeof buyer>>,
  skuId: number,
  quantity = 1,
  addressId = b.addressId,
) {
  return api.call('POST', `/api/shop/orders?subApp=${b.subApp}`, { skuId, quantity, addressId }, b.headers);
}

export const pay = (api: Api, orderNo: string) =>
  api.call('POST', '/__dev/pay/notify', { orderNo, txn: `test_${orderNo}` });

/** A store order bought, paid (so shipped) and received: ready to review. */
export async function receivedOrder(api: Api, subApp = 'onmat', phone = '13900139001') {
  const b = await buyer(api, subApp, phone);
  const { sku, spuId } = await inStock(api, subApp);
  const created = await order(api, b, sku.id);
  const orderNo = created.json.data.orderNo as string;
  await pay(api, orderNo);
  await api.call('POST', `/api/shop/orders/${orderNo}/receive?subApp=${subApp}`, undefined, b.headers);
  return { b, sku, spuId, orderNo };
}
