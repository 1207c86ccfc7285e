import type { Order } from '@yoga/contract';

/** A pending course order made a minute ago, payable for 14 more minutes. */
export function courseOrder(over: Partial<Order> = {}): Order {
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
