import { http } from 'msw';
import type { Order, PrepayResponse } from '@yoga/contract';
import { courseOrder, courseOrderHandlers } from '@yoga/data-access-course-orders/testing';
import { API, okJson } from '@yoga/testing';

/** A pending course order made a minute ago, payable for 14 more minutes. */
export const pendingOrder = courseOrder;

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

/**
 * This domain's success answers over `fakeOrders` (the orders themselves answered by the shared
 * resource's handlers); each test adds its own failures.
 */
export const paymentHandlers = [
  ...courseOrderHandlers({ find: (no) => fakeOrders.get(no), all: () => [...fakeOrders.values()] }),
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
