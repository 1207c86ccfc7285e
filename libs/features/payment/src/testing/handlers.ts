import { http } from 'msw';
import type { Order, OrderStatus, PrepayResponse } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

/** A pending course order made a minute ago, payable for 14 more minutes. */
export function pendingOrder(over: Partial<Order> = {}): Order {
  const created = Date.now() - 60_000;
  return {
    id: 1,
    orderNo: 'OM20261201123456',
    kind: 'course',
    subApp: 'onmat',
    title: '肩颈放松理疗课',
    cover: '',
    amount: 3900,
    originalAmount: 4900,
    discount: 1000,
    points: 39,
    classTime: '2026-12-03T07:30:00+08:00',
    state: 'pending',
    evaluated: false,
    createdAt: new Date(created).toISOString(),
    payDeadline: new Date(created + 15 * 60_000).toISOString(),
    paidAt: null,
    refId: '2',
    detail: { sessions: 1 },
    ...over,
  };
}

/** The orders the fake server knows, by number; tests change them to play a payment landing. */
export const fakeOrders = new Map<string, Order>();
export const prepayCalls: { orderNo: string; channel: string }[] = [];
export const prepayAnswer: { value: PrepayResponse } = {
  value: { channel: 'h5', h5: { url: '/__dev/pay/cashier?orderNo=x' } },
};

export function resetFake(...orders: Order[]) {
  fakeOrders.clear();
  prepayCalls.length = 0;
  for (const o of orders) fakeOrders.set(o.orderNo, o);
}

const find = (no: string | readonly string[] | undefined) => fakeOrders.get(String(no));
const missing = () => failJson(404, '订单不存在');
const statusOf = (o: Order): OrderStatus => ({
  state: o.state,
  payDeadline: o.payDeadline,
  paidAt: o.paidAt,
});

/** This domain's success answers over `fakeOrders`; each test adds its own failures. */
export const paymentHandlers = [
  http.get(`${API}/orders/:orderNo`, ({ params }) => {
    const o = find(params.orderNo);
    return o ? okJson(o) : missing();
  }),
  http.get(`${API}/orders/:orderNo/status`, ({ params }) => {
    const o = find(params.orderNo);
    return o ? okJson(statusOf(o)) : missing();
  }),
  http.post(`${API}/orders/:orderNo/cancel`, ({ params }) => {
    const o = find(params.orderNo);
    if (!o) return missing();
    const next = { ...o, state: 'cancelled' as const };
    fakeOrders.set(o.orderNo, next);
    return okJson(next);
  }),
  http.post(`${API}/pay/prepay`, async ({ request }) => {
    const body = (await request.json()) as { orderNo: string; channel: string };
    prepayCalls.push(body);
    return okJson({ ...prepayAnswer.value, channel: body.channel });
  }),
];

/** The order as the server would show it once paid. */
export function markFakePaid(orderNo: string) {
  const o = fakeOrders.get(orderNo)!;
  fakeOrders.set(orderNo, { ...o, state: 'paid', paidAt: new Date().toISOString() });
}
