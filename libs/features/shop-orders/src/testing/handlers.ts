import { http, HttpResponse } from 'msw';
import type { ReviewRequest, StoreOrder } from '@yoga/contract';
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

/** The after-sale answers of the shop domain, shared by the tests; each test adds its own failures. */
export const shopOrdersHandlers = [
  http.get(`${API}/shop/orders`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    const page = Number(q.get('page') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 10);
    const status = q.get('status');
    const all = db.orders.filter((o) => !status || o.status === status);
    return okJson({
      list: all.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: all.length,
    });
  }),
  http.get(`${API}/shop/orders/:orderNo`, ({ params }) => {
    const o = find(params.orderNo);
    return o ? okJson(o) : notFound();
  }),
  http.post(`${API}/shop/orders/:orderNo/receive`, ({ params }) => {
    const o = find(params.orderNo);
    if (!o) return notFound();
    if (o.status !== 'shipped') return failJson(4306, '订单当前不能确认收货');
    Object.assign(o, { status: 'received', receivedAt: new Date().toISOString() });
    return okJson(o);
  }),
  http.post(`${API}/orders/:orderNo/cancel`, ({ params }) => {
    const o = find(params.orderNo);
    if (!o) return notFound();
    if (o.state !== 'pending') return failJson(409, '当前订单状态不可取消');
    Object.assign(o, { status: 'closed', state: 'cancelled' });
    return okJson({ orderNo: o.orderNo, state: 'cancelled' });
  }),
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
