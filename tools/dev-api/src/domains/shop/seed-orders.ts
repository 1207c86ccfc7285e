import type { ShippingAddress, SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import { listAddresses, toShippingAddress } from '../address/store';
import { cancelOrder } from '../orders/store';
import { DEMO_PHONE, demoUserId } from '../auth/demo-user';
import { createStoreOrder, receiveOrder } from './order-store';
import { createReviews } from './review-store';
import { shipOrder } from './shipment-store';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** What the demo student's orders went through, by index of the sub-app's products. */
type Story = {
  product: number;
  ago: number;
  paid?: boolean;
  ship?: boolean;
  received?: number;
  reviewed?: number;
  cancel?: boolean;
};
const yogaStories: Story[] = [
  { product: 1, ago: 4 * MIN }, // to-pay
  { product: 6, ago: 5 * HOUR, paid: true, ship: false }, // to-ship
  { product: 0, ago: 22 * HOUR, paid: true }, // shipped, in transit
  { product: 12, ago: 31 * HOUR, paid: true }, // shipped, out for delivery
  { product: 13, ago: 3 * DAY, paid: true, received: 1 * DAY }, // received
  { product: 0, ago: 8 * DAY, paid: true, received: 6 * DAY, reviewed: 5 * DAY }, // reviewed
  { product: 8, ago: 2 * DAY, cancel: true }, // closed (cancelled)
  { product: 19, ago: 25 * HOUR }, // closed (expired)
];
const slimStories: Story[] = [
  { product: 0, ago: 20 * HOUR, paid: true },
  { product: 1, ago: 40 * HOUR, paid: true },
];

const fallbackAddress: ShippingAddress = {
  name: '林小满',
  areaCode: '86',
  phone: DEMO_PHONE.phone,
  region: ['浙江省', '杭州市', '西湖区'],
  detail: '文三路 478 号华星时代广场 A 座 1203 室',
};

/**
 * Paid as the provider would record it, but written directly: through markPaid, other domains' hooks
 * (points) would append ledger entries dated in the past after newer ones. `ship` false: a parcel the
 * warehouse has not packed yet.
 */
function settle(db: Db, orderNo: string, at: number, ship: boolean): void {
  const { id, amount } = db.prepare('SELECT id, amount FROM orders WHERE order_no = ?').get(orderNo) as {
    id: number;
    amount: number;
  };
  db.prepare('INSERT INTO payments (txn, order_id, amount, paid_at) VALUES (?, ?, ?, ?)').run(
    `seed_${orderNo}`,
    id,
    amount,
    at,
  );
  db.prepare("UPDATE orders SET state = 'paid', paid_at = ? WHERE id = ?").run(at, id);
  if (ship) shipOrder(db, orderNo, at);
}

/** The demo student's store orders in every status on onmat and phala, and two shipped ones on slim. */
export function seedDemoOrders(db: Db, now: number, subApp: SubAppIdT, spuIds: number[]): void {
  const stories = subApp === 'slim' ? slimStories : yogaStories;
  const owner = { userId: demoUserId(db, now), subApp };
  const book = listAddresses(db, owner)[0];
  const snapshot = toShippingAddress(book ?? fallbackAddress);
  stories.forEach((s, i) => {
    const at = (ms: number) => () => now - ms;
    const sku = db
      .prepare('SELECT id FROM shop_skus WHERE spu_id = ? AND stock > 2 ORDER BY id LIMIT 1')
      .get(spuIds[s.product]) as { id: number } | undefined;
    if (!sku) return;
    const req = {
      ...owner,
      skuId: sku.id,
      quantity: 1 + (i % 2),
      addressId: 0,
      remark: i === 2 ? '请放快递柜，谢谢' : '',
    };
    const order = createStoreOrder(db, at(s.ago), req, snapshot);
    if (s.cancel) cancelOrder(db, at(s.ago - 5 * MIN), order.orderNo, owner);
    if (!s.paid) return;
    settle(db, order.orderNo, now - s.ago + 2 * MIN, s.ship !== false);
    if (s.received !== undefined) receiveOrder(db, at(s.received), order.orderNo, owner);
    if (s.reviewed !== undefined)
      createReviews(db, at(s.reviewed), owner, {
        orderNo: order.orderNo,
        anonymous: false,
        items: order.items.map((it) => ({
          skuId: it.skuId,
          stars: 5,
          text: '第二张垫子了，依旧好用，防滑和回弹都很棒。',
          photoIds: [],
        })),
      });
  });
}
