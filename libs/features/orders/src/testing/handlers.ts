import { http, HttpResponse } from 'msw';
import type { Evaluation, Order, StoreOrder } from '@yoga/contract';
import { arrayStore, courseOrderHandlers } from '@yoga/data-access-course-orders/testing';
import { arrayStore as storeArray, storeOrderHandlers } from '@yoga/data-access-store-orders/testing';
import { API, failJson, okJson } from '@yoga/testing';
import { courseOrders, sampleEvaluation, vipOrder } from './fixtures';

/**
 * The stand-in's state for one test: orders, the store's orders (the store tab), evaluations, upload
 * count. Reset with `resetOrdersDb()`.
 */
export const db = {
  orders: [] as Order[],
  store: [] as StoreOrder[],
  evaluations: new Map<string, Evaluation>(),
  uploads: 0,
};

export function resetOrdersDb() {
  db.orders = [...courseOrders(), vipOrder()];
  db.store = [];
  db.evaluations = new Map(
    db.orders.filter((o) => o.evaluated).map((o) => [o.orderNo, sampleEvaluation(o.orderNo)]),
  );
  db.uploads = 0;
}
resetOrdersDb();

const find = (no: string | readonly string[] | undefined) => db.orders.find((o) => o.orderNo === no);
const notFound = () => failJson(404, '订单不存在');

/**
 * The orders domain's success answers, shared by its tests; each test adds its own failures. The
 * orders themselves are answered by the shared resource's handlers, over this db.
 */
export const ordersHandlers = [
  ...courseOrderHandlers(arrayStore(() => db.orders)),
  ...storeOrderHandlers(storeArray(() => db.store)),
  http.get(`${API}/evaluations/:orderNo`, ({ params }) => {
    const e = db.evaluations.get(String(params.orderNo));
    return e ? okJson(e) : failJson(404, '该订单还没有评价');
  }),
  http.post(`${API}/evaluations`, async ({ request }) => {
    const b = (await request.json()) as {
      orderNo: string;
      stars: number;
      tags?: Evaluation['tags'];
      text?: string;
      photoIds?: string[];
    };
    const o = find(b.orderNo);
    if (!o) return notFound();
    if (o.evaluated) return failJson(409, '该订单已评价过了');
    const e: Evaluation = {
      orderNo: o.orderNo,
      stars: b.stars,
      tags: b.tags ?? [],
      text: b.text ?? '',
      photos: (b.photoIds ?? []).map((id) => ({ id, url: `/api/uploads/${id}` })),
      createdAt: new Date().toISOString(),
    };
    db.evaluations.set(o.orderNo, e);
    o.evaluated = true;
    return okJson(e);
  }),
  http.post(`${API}/uploads`, () => {
    const id = String(++db.uploads).padStart(32, '0');
    return HttpResponse.json({
      state: 1,
      code: 200,
      msg: '',
      data: { id, url: `/api/uploads/${id}`, contentType: 'image/png', size: 68 },
    });
  }),
];
