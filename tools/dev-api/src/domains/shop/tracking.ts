import type { Shipment, ShippingAddress, TrackingEvent } from '@yoga/contract';
import type { Lang } from '../../messages';

const HOUR = 3_600_000;

export const carriers = [
  { name: '顺丰速运', phone: '95338', trackingNo: (n: string) => `SF${n.slice(0, 13)}` },
  { name: '中通快递', phone: '95311', trackingNo: (n: string) => `7${n.slice(0, 13)}` },
] as const;

/**
 * Carriers and couriers are stored by their Chinese names; an English caller reads them in English
 * (issue 32: courier names and tracking stayed Chinese in English). The address is the buyer's own
 * words and is shown as typed.
 */
const CARRIERS_EN: Record<string, string> = { 顺丰速运: 'SF Express', 中通快递: 'ZTO Express' };
export const carrierIn = (name: string, lang: Lang) => (lang === 'en' ? (CARRIERS_EN[name] ?? name) : name);
const COURIERS_EN: Record<string, string> = {
  王师傅: 'Mr Wang',
  李师傅: 'Mr Li',
  张师傅: 'Mr Zhang',
  陈师傅: 'Mr Chen',
  刘师傅: 'Mr Liu',
  赵师傅: 'Mr Zhao',
};
export const courierIn = (name: string, lang: Lang) => (lang === 'en' ? (COURIERS_EN[name] ?? name) : name);

/** Parcels leave the merchant's warehouse in Hangzhou (Yuhang) and go through the Hangzhou hub. */
const ORIGIN = '浙江省杭州市余杭区';

type Leg = { at: number; text: (t: Trip) => string; place: (t: Trip) => string };
type Trip = { carrier: string; city: string; district: string; courier: string; courierPhone: string };

/** The same steps in English (the carrier and courier already in English in the trip). */
const legsEn: Leg[] = [
  {
    at: 0,
    text: (t) => `Shipped: collected at the Hangzhou Yuhang warehouse, carried by ${t.carrier}`,
    place: () => 'Yuhang, Hangzhou, Zhejiang',
  },
  { at: 4 * HOUR, text: () => 'Arrived at the Hangzhou sorting centre', place: () => 'Hangzhou, Zhejiang' },
  {
    at: 20 * HOUR,
    text: () => 'In transit: left the Hangzhou sorting centre for the destination sorting centre',
    place: () => 'Hangzhou, Zhejiang',
  },
  {
    at: 30 * HOUR,
    text: (t) => `Out for delivery: courier ${t.courier} (phone ${t.courierPhone}) is on the way`,
    place: (t) => `${t.city}${t.district}`,
  },
  {
    at: 34 * HOUR,
    text: (t) => `Delivered: signed for by the addressee. Thank you for choosing ${t.carrier}`,
    place: (t) => `${t.city}${t.district}`,
  },
];

/** The tracking of every parcel, relative to its shipping time; the clock reveals each step. */
const legs: Leg[] = [
  {
    at: 0,
    text: (t) => `商家已发货，【杭州余杭仓】已揽收，${t.carrier}承运`,
    place: () => ORIGIN,
  },
  { at: 4 * HOUR, text: () => '快件已到达【杭州转运中心】', place: () => '浙江省杭州市' },
  {
    at: 20 * HOUR,
    text: (t) => `运输中：快件已从【杭州转运中心】发出，正在发往【${hub(t.city)}】`,
    place: () => '浙江省杭州市',
  },
  {
    at: 30 * HOUR,
    text: (t) => `派送中：快递员 ${t.courier}（电话 ${t.courierPhone}）正在为您派送，请保持电话畅通`,
    place: (t) => `${t.city}${t.district}`,
  },
  {
    at: 34 * HOUR,
    text: (t) => `已签收：您的快件已由本人签收。感谢使用${t.carrier}，期待再次为您服务`,
    place: (t) => `${t.city}${t.district}`,
  },
];
export const DELIVERING_AFTER = 30 * HOUR;
export const DELIVERED_AFTER = 34 * HOUR;

/** 上海市 -> 上海转运中心; a region without a city (should not happen) goes to the provincial hub. */
const hub = (city: string) => `${city.replace(/市$/, '') || '目的地'}转运中心`;

export function statusAt(shippedAt: number, now: number): Shipment['status'] {
  if (now >= shippedAt + DELIVERED_AFTER) return 'delivered';
  if (now >= shippedAt + DELIVERING_AFTER) return 'delivering';
  return 'in-transit';
}

/** The events that have happened by now, newest first (the first one always has: it is the shipping). */
export function eventsAt(
  s: { carrier: string; courier: string; courierPhone: string; shippedAt: number },
  address: ShippingAddress,
  now: number,
  lang: Lang = 'zh',
): TrackingEvent[] {
  const [province = '', city = '', district = ''] = address.region;
  const trip: Trip = {
    ...s,
    carrier: carrierIn(s.carrier, lang),
    courier: courierIn(s.courier, lang),
    city: city || province,
    district,
  };
  return (lang === 'en' ? legsEn : legs)
    .filter((l, i) => i === 0 || s.shippedAt + l.at <= now)
    .map((l) => ({
      time: new Date(s.shippedAt + l.at).toISOString(),
      text: l.text(trip),
      place: l.place(trip),
    }))
    .reverse();
}

const couriers = ['王师傅', '李师傅', '张师傅', '陈师傅', '刘师傅', '赵师傅'];
export const courierFor = (seed: number) => couriers[seed % couriers.length]!;
