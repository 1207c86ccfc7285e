import type { Evaluation, Order } from '@yoga/contract';

const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
let n = 0;

/** A paid-looking onmat course order; tests override what matters to them. */
export function makeOrder(o: Partial<Order> = {}): Order {
  n++;
  return {
    id: n,
    orderNo: `OM20261201${String(100000 + n)}`,
    kind: 'course',
    subApp: 'onmat',
    title: `流瑜伽 ${n}`,
    cover: '',
    amount: 3900,
    originalAmount: 4900,
    discount: 1000,
    points: 39,
    classTime: iso(-2 * HOUR),
    state: 'paid',
    evaluated: false,
    createdAt: iso(-48 * HOUR - n * 60_000),
    payDeadline: iso(-48 * HOUR - n * 60_000 + 15 * 60_000),
    paidAt: iso(-47 * HOUR),
    refId: '2',
    detail: { coach: '周一鸣' },
    ...o,
  };
}

/** One of each course view first (pending, booked, to evaluate, evaluated), then paid filler: 14 in all. */
export function courseOrders(): Order[] {
  return [
    makeOrder({
      title: '待支付的课',
      state: 'pending',
      paidAt: null,
      classTime: iso(24 * HOUR),
      payDeadline: iso(10 * 60_000),
      createdAt: iso(-5 * 60_000),
    }),
    makeOrder({ title: '已预约的课', classTime: iso(48 * HOUR) }),
    makeOrder({ title: '待评价的课' }),
    makeOrder({ title: '已评价的课', evaluated: true }),
    ...Array.from({ length: 10 }, (_, i) =>
      makeOrder({ title: `往期课程 ${i + 1}`, state: 'cancelled', paidAt: null }),
    ),
  ];
}

export const vipOrder = () =>
  makeOrder({
    kind: 'vip',
    title: '月卡会员',
    classTime: null,
    points: 99,
    amount: 9900,
    originalAmount: 12900,
    discount: 3000,
  });

export const sampleEvaluation = (orderNo: string): Evaluation => ({
  orderNo,
  stars: 5,
  tags: ['clear', 'pace'],
  text: '老师讲解很细致',
  photos: [],
  createdAt: iso(-HOUR),
});
