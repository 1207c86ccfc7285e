import { http } from 'msw';
import type { Order, OrderStatus } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

/** Where a test keeps its orders: each feature's own db, read and changed in place. */
export interface OrderStore {
  find(orderNo: string): Order | undefined;
  all(): Order[];
}

const notFound = () => failJson(404, '订单不存在');
const statusOf = (o: Order): OrderStatus => ({
  state: o.state,
  payDeadline: o.payDeadline,
  paidAt: o.paidAt,
});

/**
 * The stand-in's success answers for the backbone orders (list, detail, status, cancel) over a
 * test's store; each test adds its own failures. Cancelling: pending -> cancelled, a booked course
 * -> refunded, anything else 409, as the stand-in does.
 */
export function courseOrderHandlers(store: OrderStore) {
  return [
    http.get(`${API}/orders`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const page = Number(q.get('page') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 10);
      const all = store.all().filter((o) => o.kind === q.get('kind'));
      return okJson({
        list: all.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: all.length,
      });
    }),
    http.get(`${API}/orders/:orderNo`, ({ params }) => {
      const o = store.find(String(params.orderNo));
      return o ? okJson(o) : notFound();
    }),
    http.get(`${API}/orders/:orderNo/status`, ({ params }) => {
      const o = store.find(String(params.orderNo));
      return o ? okJson(statusOf(o)) : notFound();
    }),
    http.post(`${API}/orders/:orderNo/cancel`, ({ params }) => {
      const o = store.find(String(params.orderNo));
      if (!o) return notFound();
      if (o.state !== 'pending' && !(o.state === 'paid' && o.kind === 'course'))
        return failJson(409, '当前订单状态不可取消');
      Object.assign(o, { state: o.state === 'pending' ? 'cancelled' : 'refunded' });
      return okJson(o);
    }),
  ];
}

/** A store over a plain array (what most tests keep). */
export const arrayStore = (orders: () => Order[]): OrderStore => ({
  find: (no) => orders().find((o) => o.orderNo === no),
  all: orders,
});
