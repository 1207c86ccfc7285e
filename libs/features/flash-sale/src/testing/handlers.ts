import { http } from 'msw';
import type { FlashSaleBoard, FlashSaleItem, FlashSaleSession, Order } from '@yoga/contract';
import { API, failJson, okJson, testStore } from '@yoga/testing';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const item = (id: number, title: string, over: Partial<FlashSaleItem> = {}): FlashSaleItem => ({
  id,
  title,
  cover: '',
  salePrice: 9900,
  originalPrice: 25900,
  stock: 20,
  left: 14,
  myOrder: null,
  ...over,
});

/** An ended, a live and an upcoming session around now; the live one has a sold-out item. */
export function sampleBoard(now = Date.now()): FlashSaleBoard {
  const s = (
    id: number,
    from: number,
    to: number,
    state: FlashSaleSession['state'],
    items: FlashSaleItem[],
  ) => ({
    id,
    startsAt: iso(now + from * HOUR),
    endsAt: iso(now + to * HOUR),
    state,
    items,
  });
  return {
    now: iso(now),
    sessions: [
      s(1, -6, -3, 'ended', [item(11, '圆柱瑜伽枕', { left: 0 })]),
      s(2, -1, 2, 'live', [item(21, '天然橡胶瑜伽垫'), item(22, '运动保温水杯', { left: 0, stock: 15 })]),
      s(3, 4, 6, 'upcoming', [item(31, '冥想香薰蜡烛', { salePrice: 2500, originalPrice: 5900 })]),
    ],
  };
}

export const flashSaleBoardDataStore = testStore(() => sampleBoard());

export const placedOrder = (itemId: number): Order => ({
  id: 1,
  orderNo: 'SL20261201000001',
  kind: 'store',
  subApp: 'slim',
  title: '天然橡胶瑜伽垫',
  cover: '',
  amount: 9900,
  originalAmount: 25900,
  discount: 16000,
  points: 99,
  classTime: null,
  state: 'pending',
  evaluated: false,
  createdAt: iso(Date.now()),
  payDeadline: iso(Date.now() + 15 * 60_000),
  paidAt: null,
  refId: `flash_sale_${itemId}`,
  detail: { quantity: 1 },
});

/** The board, and a buy that holds the item for the caller (a second one is refused as the stand-in does). */
export const flashSaleHandlers = [
  http.get(`${API}/flash-sale/sessions`, () => okJson(flashSaleBoardDataStore.current)),
  http.post(`${API}/flash-sale/items/:id/buy`, ({ params }) => {
    const found = flashSaleBoardDataStore.current.sessions
      .flatMap((s) => s.items)
      .find((i) => i.id === Number(params.id));
    if (!found) return failJson(4800, '抢购商品不存在');
    if (found.myOrder) return failJson(4804, '每人限购 1 件，你已抢过该商品');
    if (found.left === 0) return failJson(4803, '手慢了，已被抢光');
    const order = placedOrder(found.id);
    found.left -= 1;
    found.myOrder = { orderNo: order.orderNo, state: 'pending', payDeadline: order.payDeadline };
    return okJson(order);
  }),
];
