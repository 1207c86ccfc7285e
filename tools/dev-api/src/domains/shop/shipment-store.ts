import { randomInt } from 'node:crypto';
import type { Shipment, SubAppIdT } from '@yoga/contract';
import type { Db } from '../../db';
import type { Lang } from '../../messages';
import { ApiFailure } from '../../envelope';
import { addressOf, itemsOf } from './order-view';
import { carrierIn, carriers, courierFor, eventsAt, statusAt } from './tracking';

type ShipmentRow = {
  id: number;
  order_no: string;
  carrier: string;
  carrier_phone: string;
  tracking_no: string;
  courier: string;
  courier_phone: string;
  shipped_at: number;
};

const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');

/** Hands a paid order to a carrier at `at` (no-op when it already left). */
export function shipOrder(db: Db, orderNo: string, at: number): void {
  if (db.prepare('SELECT 1 FROM shop_shipments WHERE order_no = ?').get(orderNo)) return;
  const n = Number(orderNo.slice(-6));
  const carrier = carriers[n % carriers.length]!;
  const insert = db.prepare(
    `INSERT INTO shop_shipments (order_no, carrier, carrier_phone, tracking_no, courier, courier_phone, shipped_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let attempt = 0; ; attempt++) {
    try {
      const phone = `1${['39', '58', '86', '77'][n % 4]}${digits(8)}`;
      insert.run(
        orderNo,
        carrier.name,
        carrier.phone,
        carrier.trackingNo(digits(14)),
        courierFor(n),
        phone,
        at,
      );
      return;
    } catch (e) {
      // A tracking number can repeat by chance; another is drawn.
      if (attempt > 5 || !String((e as Error).message).includes('UNIQUE')) throw e;
    }
  }
}

/** The caller's shipment with what has happened to it by now; 4307 for anyone else's. */
export function getShipment(
  db: Db,
  now: number,
  owner: { userId: number; subApp: SubAppIdT },
  id: number,
  lang: Lang = 'zh',
): Shipment {
  const row = db
    .prepare(
      `SELECT sh.*, m.address FROM shop_shipments sh JOIN shop_orders m ON m.order_no = sh.order_no
       WHERE sh.id = ? AND m.user_id = ? AND m.sub_app = ?`,
    )
    .get(id, owner.userId, owner.subApp) as (ShipmentRow & { address: string }) | undefined;
  if (!row) throw new ApiFailure(4307, 'shipment_not_found');
  const address = addressOf(row);
  const trip = {
    carrier: row.carrier,
    courier: row.courier,
    courierPhone: row.courier_phone,
    shippedAt: row.shipped_at,
  };
  return {
    id: row.id,
    orderNo: row.order_no,
    carrier: carrierIn(row.carrier, lang),
    carrierPhone: row.carrier_phone,
    trackingNo: row.tracking_no,
    status: statusAt(row.shipped_at, now),
    shippedAt: new Date(row.shipped_at).toISOString(),
    events: eventsAt(trip, address, now, lang),
    items: itemsOf(db, row.order_no, lang),
    address,
  };
}
