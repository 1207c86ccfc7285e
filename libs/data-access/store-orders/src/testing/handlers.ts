import { http } from 'msw';
import type { Order, StoreOrder } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

/** Where a test keeps its store orders: each feature's own db, read and changed in place. */
export interface StoreOrderStore {
  find(orderNo: string): StoreOrder | undefined;
  all(): StoreOrder[];
}

const notFound = () => failJson(404, '订单不存在');

/** The order-centre row of a store order: what POST orders/:orderNo/cancel answers (the contract's Order). */
const orderOf = (o: StoreOrder): Order => ({
  id: 1,
  orderNo: o.orderNo,
  kind: 'store',
  subApp: o.subApp,
  title: o.items[0]!.title,
  cover: o.items[0]!.cover,
  amount: o.amount,
  originalAmount: o.amount,
  discount: 0,
  points: 0,
  classTime: null,
  state: o.state,
  evaluated: false,
  createdAt: o.createdAt,
  payDeadline: o.payDeadline,
  paidAt: o.paidAt,
  refId: String(o.items[0]!.spuId),
  detail: {},
});

/** GET shop/orders/:orderNo alone, for screens that only read one order (the shop's result page). */
export const storeOrderDetailHandler = (store: StoreOrderStore) =>
  http.get(`${API}/shop/orders/:orderNo`, ({ params }) => {
    const o = store.find(String(params.orderNo));
    return o ? okJson(o) : notFound();
  });

/**
 * The stand-in's success answers for store orders (list by status, detail, confirm receipt, cancel)
 * over a test's store; each test adds its own failures.
 */
export function storeOrderHandlers(store: StoreOrderStore) {
  return [
    http.get(`${API}/shop/orders`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const page = Number(q.get('page') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 10);
      const status = q.get('status');
      const all = store.all().filter((o) => !status || o.status === status);
      return okJson({
        list: all.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: all.length,
      });
    }),
    storeOrderDetailHandler(store),
    http.post(`${API}/shop/orders/:orderNo/receive`, ({ params }) => {
      const o = store.find(String(params.orderNo));
      if (!o) return notFound();
      if (o.status !== 'shipped') return failJson(4306, '订单当前不能确认收货');
      Object.assign(o, { status: 'received', receivedAt: new Date().toISOString() });
      return okJson(o);
    }),
    http.post(`${API}/orders/:orderNo/cancel`, ({ params }) => {
      const o = store.find(String(params.orderNo));
      if (!o) return notFound();
      if (o.state !== 'pending') return failJson(409, '当前订单状态不可取消');
      Object.assign(o, { status: 'closed', state: 'cancelled' });
      return okJson(orderOf(o));
    }),
  ];
}

/** A store over a plain array (what most tests keep). */
export const arrayStore = (orders: () => StoreOrder[]): StoreOrderStore => ({
  find: (no) => orders().find((o) => o.orderNo === no),
  all: orders,
});
