import type { ContractCall } from '../../test-helpers';
import { buyer, inStock, order, pay, receivedOrder } from './test-kit';

/** How the contract test calls the shop's endpoints for real (keys: "METHOD path" as documented). */
export const contractCalls: Record<string, ContractCall> = {
  'GET /api/shop/home?subApp=&kind=': (api) => api.call('GET', '/api/shop/home?subApp=onmat&kind=goods'),
  'GET /api/shop/products?subApp=&kind=&categoryId=&q=&page=&pageSize=': (api) =>
    api.call('GET', '/api/shop/products?subApp=cycling&kind=equipment&page=1&pageSize=5'),
  'GET /api/shop/products/:spuId?subApp=': async (api) => {
    const b = await buyer(api, 'beaticam');
    const list = await api.call('GET', '/api/shop/products?subApp=beaticam&pageSize=1');
    return api.call(
      'GET',
      `/api/shop/products/${list.json.data.list[0].spuId}?subApp=beaticam`,
      undefined,
      b.headers,
    );
  },
  'GET /api/shop/products/:spuId/reviews?subApp=&page=&pageSize=': async (api) => {
    const home = await api.call('GET', '/api/shop/home?subApp=phala');
    return api.call(
      'GET',
      `/api/shop/products/${home.json.data.yogaMatSpuId}/reviews?subApp=phala&pageSize=5`,
    );
  },
  'POST /api/shop/orders?subApp=': async (api) => {
    const b = await buyer(api);
    return order(api, b, (await inStock(api)).sku.id, 2);
  },
  'GET /api/shop/orders?subApp=&status=&page=&pageSize=': async (api) =>
    api.call('GET', '/api/shop/orders?subApp=onmat&page=1&pageSize=20', undefined, {
      AUTHORIZE_TOKEN: await api.signIn('onmat'),
    }),
  'GET /api/shop/orders/:orderNo?subApp=': async (api) => {
    const b = await buyer(api);
    const created = await order(api, b, (await inStock(api)).sku.id);
    await pay(api, created.json.data.orderNo);
    return api.call(
      'GET',
      `/api/shop/orders/${created.json.data.orderNo}?subApp=onmat`,
      undefined,
      b.headers,
    );
  },
  'POST /api/shop/orders/:orderNo/receive?subApp=': async (api) => {
    const b = await buyer(api);
    const created = await order(api, b, (await inStock(api)).sku.id);
    await pay(api, created.json.data.orderNo);
    const no = created.json.data.orderNo;
    return api.call('POST', `/api/shop/orders/${no}/receive?subApp=onmat`, undefined, b.headers);
  },
  'GET /api/shop/shipments/:id?subApp=': async (api) => {
    const headers = { AUTHORIZE_TOKEN: await api.signIn('slim') };
    const list = await api.call('GET', '/api/shop/orders?subApp=slim&status=shipped', undefined, headers);
    return api.call(
      'GET',
      `/api/shop/shipments/${list.json.data.list[0].shipmentId}?subApp=slim`,
      undefined,
      headers,
    );
  },
  'POST /api/shop/reviews?subApp=': async (api) => {
    const { b, sku, orderNo } = await receivedOrder(api);
    const items = [{ skuId: sku.id, stars: 5, text: '很好用' }];
    return api.call('POST', '/api/shop/reviews?subApp=onmat', { orderNo, items, anonymous: true }, b.headers);
  },
  'POST /__dev/shop/stock': async (api) => {
    const { sku } = await inStock(api, 'cycling');
    return api.call('POST', '/__dev/shop/stock', { skuId: sku.id, stock: 1 });
  },
};
