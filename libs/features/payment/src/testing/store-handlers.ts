import type { StoreOrder } from '@yoga/contract';
import { storeOrderDetailHandler } from '@yoga/data-access-store-orders/testing';
import { fakeOrders, pendingOrder } from './handlers';

/** A store order as the backbone shows it: refId is the SPU id. */
export const storeBackbone = (over: Parameters<typeof pendingOrder>[0] = {}) =>
  pendingOrder({
    orderNo: 'BC20261201000001',
    kind: 'store',
    subApp: 'beaticam',
    title: 'instax mini 相纸 20 张装',
    amount: 9800,
    originalAmount: 9800,
    discount: 0,
    points: 0,
    classTime: null,
    refId: '7',
    detail: { skuId: 71, quantity: 2, specText: '白边' },
    ...over,
  });

/** Its goods and address, as GET /api/shop/orders/:orderNo answers. */
export function storeOrderOf(over: Partial<StoreOrder> = {}): StoreOrder {
  return {
    orderNo: 'BC20261201000001',
    subApp: 'beaticam',
    status: 'to-ship',
    state: 'paid',
    amount: 9800,
    goodsAmount: 9800,
    freight: 0,
    remark: '',
    createdAt: '2026-12-01T02:00:00.000Z',
    payDeadline: '2026-12-01T02:15:00.000Z',
    paidAt: '2026-12-01T02:03:00.000Z',
    receivedAt: null,
    items: [
      {
        spuId: 7,
        skuId: 71,
        title: 'instax mini 相纸 20 张装',
        specText: '白边',
        cover: '/img/film.png',
        price: 4900,
        quantity: 2,
        reviewed: false,
      },
    ],
    address: {
      name: '张三',
      areaCode: '86',
      phone: '13800138000',
      region: ['浙江省', '杭州市', '西湖区'],
      detail: '文三路 100 号',
    },
    shipmentId: null,
    ...over,
  };
}

export const fakeStoreOrders = new Map<string, StoreOrder>();

/** GET shop/orders/:orderNo over fakeStoreOrders (404 when the backbone order has no goods row). */
export const storeOrderHandlers = [
  storeOrderDetailHandler({
    find: (no) => (fakeOrders.has(no) ? fakeStoreOrders.get(no) : undefined),
    all: () => [...fakeStoreOrders.values()],
  }),
];
