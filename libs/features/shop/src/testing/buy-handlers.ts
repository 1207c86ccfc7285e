import { http } from 'msw';
import type { ProductDetail, StoreOrderRequest, SubAppIdT } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';
import { bike, film, homeAddress, mat, officeAddress } from './buy-fixtures';
import { pointsHandlers } from '@yoga/data-access-points/testing';
import { couponsHandlers } from '@yoga/data-access-coupons/testing';
import { storeOrder } from '@yoga/data-access-store-orders/testing';

export const buyPaths = {
  product: `${API}/shop/products/:spuId`,
  orders: `${API}/shop/orders`,
  addresses: `${API}/addresses`,
  home: `${API}/shop/home`,
};

/** What the last POST /api/shop/orders carried, for assertions. */
export const sent: { order: StoreOrderRequest | null; subApp: string | null } = { order: null, subApp: null };

const products: Record<number, () => ProductDetail> = { 3: () => mat, 7: () => bike, 12: () => film() };

/** Buy-now's success answers (product, addresses, placing the order); tests add their failures. */
export const buyHandlers = [
  http.get(buyPaths.product, ({ params }) => {
    const p = products[Number(params.spuId)];
    return p ? okJson(p()) : failJson(4302, '商品不存在或已下架');
  }),
  http.get(buyPaths.addresses, () => okJson([homeAddress, officeAddress])),
  http.post(buyPaths.orders, async ({ request }) => {
    sent.order = (await request.json()) as StoreOrderRequest;
    sent.subApp = new URL(request.url).searchParams.get('subApp');
    // The placed order, as the stand-in answers it (the screens read only its number).
    const subApp = (sent.subApp ?? 'onmat') as SubAppIdT;
    return okJson(storeOrder('to-pay', { orderNo: 'SH20261201000001', subApp }));
  }),
  http.get(buyPaths.home, () => okJson({ banners: [], categories: [], yogaMatSpuId: 3 })),
  // The balance the points row offers: the data-access lib's own handler (599 points).
  ...pointsHandlers(),
  // No store coupons unless a test gives some (the coupons lib's own handlers).
  ...couponsHandlers(),
];
