import { http, HttpResponse } from 'msw';
import type { ReviewRequest, StoreOrder } from '@yoga/contract';
import { arrayStore, storeOrderHandlers } from '@yoga/data-access-store-orders/testing';
import { API, failJson, okJson } from '@yoga/testing';
import { shipmentOf, storeOrders } from './fixtures';

/** The stand-in's state for one test. Reset with `resetShopDb()`. */
export const db = { orders: [] as StoreOrder[], uploads: 0, reviews: [] as ReviewRequest[] };

export function resetShopDb() {
  db.orders = storeOrders();
  db.uploads = 0;
  db.reviews = [];
}
resetShopDb();

const find = (no: unknown) => db.orders.find((o) => o.orderNo === no);
const notFound = () => failJson(404, '订单不存在');

/**
 * The after-sale answers of the shop domain, shared by the tests; each test adds its own failures.
 * The store orders themselves are answered by the shared resource's handlers, over this db.
 */
export const shopOrdersHandlers = [
  ...storeOrderHandlers(arrayStore(() => db.orders)),
  http.get(`${API}/shop/shipments/:id`, ({ params }) => {
    const o = db.orders.find((x) => x.shipmentId === Number(params.id));
    return o ? okJson(shipmentOf(o)) : failJson(4307, '物流信息不存在');
  }),
  http.post(`${API}/shop/reviews`, async ({ request }) => {
    const b = (await request.json()) as ReviewRequest;
    const o = find(b.orderNo);
    if (!o) return notFound();
    if (o.status !== 'received') return failJson(4305, '订单还未确认收货，不能评价');
    db.reviews.push(b);
    o.items = o.items.map((i) => ({ ...i, reviewed: true }));
    o.status = 'reviewed';
    return okJson({ orderNo: o.orderNo, reviews: [] });
  }),
  http.post(`${API}/uploads`, () => {
    const id = (++db.uploads).toString(16).padStart(32, '0');
    return HttpResponse.json({
      state: 1,
      code: 200,
      msg: '',
      data: { id, url: `/api/uploads/${id}`, contentType: 'image/png', size: 68 },
    });
  }),
];
