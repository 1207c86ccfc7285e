import { http } from 'msw';
import type { CouponPackage, OwnedPackageDetail, PearlEntry, PearlPack } from '@yoga/contract';
import { API, okJson, pagedJson } from '@yoga/testing';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

export const packages: CouponPackage[] = [
  {
    id: 1,
    title: '10张课程立减15元券',
    count: 10,
    couponValue: 1500,
    minSpend: 0,
    validDays: 30,
    shareDays: 30,
    price: 9900,
    originalPrice: 15000,
  },
];
export const owned: OwnedPackageDetail = {
  id: 3,
  title: '10张课程立减15元券',
  count: 10,
  couponValue: 1500,
  claimed: 2,
  used: 1,
  left: 8,
  activityId: 11,
  boughtAt: ago(3),
  shareUntil: new Date(Date.now() + 27 * DAY).toISOString(),
  orderNo: 'OMT20261123123456',
  claims: [
    { id: 21, student: '139****0003', claimedAt: ago(1), used: true },
    { id: 20, student: '139****0004', claimedAt: ago(2), used: false },
  ],
};
export const packs: PearlPack[] = [
  { id: 1, pearls: 60, bonus: 0, price: 600 },
  { id: 2, pearls: 300, bonus: 30, price: 3000 },
];
export const ledger: PearlEntry[] = [
  { id: 2, reason: 'purchase', change: 330, balance: 350, at: ago(1), orderNo: 'OMT20261125000001' },
  { id: 1, reason: 'gift', change: 20, balance: 20, at: ago(7), orderNo: null },
];

/** The coach wallet answering as the stand-in does for the demo coach; tests override per case. */
export const coachWalletHandlers = () => [
  http.get(`${API}/coach-wallet/coupon-packages`, () => okJson({ packages })),
  http.post(`${API}/coach-wallet/coupon-packages/:id/orders`, () => okJson({ orderNo: 'OMT20261126000001' })),
  http.get(`${API}/coach-wallet/coupon-packages/mine`, () => pagedJson([owned])),
  http.get(`${API}/coach-wallet/coupon-packages/mine/:id`, () => okJson(owned)),
  http.get(`${API}/coach-wallet/pearls`, () => okJson({ balance: 350, packs })),
  http.post(`${API}/coach-wallet/pearls/orders`, () => okJson({ orderNo: 'OMT20261126000002' })),
  http.get(`${API}/coach-wallet/pearls/ledger`, () => pagedJson(ledger)),
];
