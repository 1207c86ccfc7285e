import type { Shipment, StoreOrder, StoreOrderItem, StoreOrderStatus } from '@yoga/contract';
import { storeOrder } from '@yoga/data-access-store-orders/testing';

const MIN = 60_000;
const HOUR = 60 * MIN;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
let n = 0;

// One store order shape for every test: the data-access lib's fixture; here only what a list of
// many needs on top (distinct numbers, times relative to now, a parcel per shipped order).
const base = storeOrder('to-pay');
export const address = base.address;

export const item = (o: Partial<StoreOrderItem> = {}): StoreOrderItem => ({ ...base.items[0]!, ...o });

/** An onmat store order in a status, numbered and timed for a list; tests override what matters to them. */
export function makeStoreOrder(status: StoreOrderStatus, o: Partial<StoreOrder> = {}): StoreOrder {
  n++;
  const shipped = ['shipped', 'received', 'reviewed'].includes(status);
  return storeOrder(status, {
    orderNo: `OM20261201${String(200000 + n)}`,
    createdAt: iso(-n * HOUR),
    payDeadline: status === 'to-pay' ? iso(10 * MIN) : iso(-n * HOUR + 15 * MIN),
    paidAt: status === 'to-pay' || status === 'closed' ? null : iso(-n * HOUR + MIN),
    receivedAt: status === 'received' || status === 'reviewed' ? iso(-HOUR) : null,
    shipmentId: shipped ? n : null,
    ...o,
  });
}

/** One of each status (the shipped one has two items), then closed filler: 14 in all, newest first. */
export function storeOrders(): StoreOrder[] {
  return [
    makeStoreOrder('to-pay', { items: [item({ title: '待付款的垫子' })] }),
    makeStoreOrder('to-ship', { items: [item({ title: '待发货的砖' })] }),
    makeStoreOrder('shipped', {
      amount: 21800,
      goodsAmount: 20800,
      freight: 1000,
      items: [
        item({ title: '运输中的垫子' }),
        item({ skuId: 52, spuId: 5, title: '瑜伽砖', specText: '原木色', price: 3900, quantity: 2 }),
      ],
    }),
    makeStoreOrder('received', {
      items: [
        item({ title: '待评价的垫子' }),
        item({ skuId: 52, spuId: 5, title: '瑜伽砖', specText: '原木色', price: 3900 }),
      ],
    }),
    makeStoreOrder('reviewed', { items: [item({ title: '已评价的垫子', reviewed: true })] }),
    ...Array.from({ length: 9 }, (_, i) =>
      makeStoreOrder('closed', { items: [item({ title: `已关闭的订单 ${i + 1}` })] }),
    ),
  ];
}

export function shipmentOf(o: StoreOrder): Shipment {
  return {
    id: o.shipmentId!,
    orderNo: o.orderNo,
    carrier: '顺丰速运',
    carrierPhone: '95338',
    trackingNo: 'SF1402938475612',
    status: 'in-transit',
    shippedAt: iso(-30 * HOUR),
    // Deliberately not newest first: the screen sorts them itself.
    events: [
      { time: iso(-30 * HOUR), text: '商家已发货', place: '杭州' },
      { time: iso(-2 * HOUR), text: '快件已到达【上海转运中心】', place: '上海' },
      { time: iso(-20 * HOUR), text: '快件离开【杭州转运中心】', place: '杭州' },
    ],
    items: o.items,
    address: o.address,
  };
}
