import type { StoreOrder, StoreOrderStatus } from '@yoga/contract';

const stateOf = (s: StoreOrderStatus) => (s === 'to-pay' ? 'pending' : s === 'closed' ? 'cancelled' : 'paid');

/** An onmat store order of one mat in a status; tests override what matters to them. */
export function storeOrder(status: StoreOrderStatus, o: Partial<StoreOrder> = {}): StoreOrder {
  const shipped = ['shipped', 'received', 'reviewed'].includes(status);
  return {
    orderNo: 'OM20261201300001',
    subApp: 'onmat',
    status,
    state: stateOf(status),
    amount: 12900,
    goodsAmount: 12900,
    freight: 0,
    remark: '',
    createdAt: '2026-12-01T02:00:00.000Z',
    payDeadline: '2026-12-01T02:15:00.000Z',
    paidAt: status === 'to-pay' || status === 'closed' ? null : '2026-12-01T02:03:00.000Z',
    receivedAt: status === 'received' || status === 'reviewed' ? '2026-12-03T02:00:00.000Z' : null,
    items: [
      {
        spuId: 3,
        skuId: 31,
        title: 'TPE 双面防滑瑜伽垫',
        specText: '雾霾蓝 / 6mm',
        cover: '',
        price: 12900,
        quantity: 1,
        reviewed: status === 'reviewed',
      },
    ],
    address: {
      name: '李小满',
      areaCode: '86',
      phone: '13800138000',
      region: ['浙江省', '杭州市', '西湖区'],
      detail: '文三路 90 号 3 幢 501',
    },
    shipmentId: shipped ? 1 : null,
    ...o,
  };
}
