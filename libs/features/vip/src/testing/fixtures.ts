import { vipCard, vipCards } from '@yoga/data-access-vip-cards/testing';
import type { DepositOffer, Order, VipCard, VipPlan } from '@yoga/contract';

const benefit = { title: '全部直播课', detail: '会员期内不限次预约直播课' };
const plan = (
  id: number,
  period: VipPlan['period'],
  name: string,
  days: number,
  price: number,
  recommended = false,
): VipPlan => ({
  id,
  kind: 'member',
  period,
  name,
  days,
  price,
  originalPrice: price * 2,
  perDay: Math.round(price / days),
  benefits: [benefit, { title: `${name}权益`, detail: '专属' }],
  recommended,
});

export const memberPlans: VipPlan[] = [
  plan(1, 'week', '周卡会员', 7, 1990),
  plan(2, 'month', '月卡会员', 30, 6800),
  plan(3, 'quarter', '季卡会员', 90, 16800, true),
  plan(4, 'year', '年卡会员', 365, 49800),
];
export const recipePlans: VipPlan[] = [{ ...plan(5, 'month', '食谱月卡', 30, 3900, true), kind: 'recipe' }];
export const recipeIncludes = [
  { title: '每周食谱', detail: '每周一更新' },
  { title: '营养师指导', detail: '在线答疑' },
];

// The cards are the shared data-access lib's fixtures, so both libs' tests mean the same cards.
export const card = vipCard;
export const cards: VipCard[] = vipCards();

export const offer: DepositOffer = {
  targetKind: 'course',
  targetId: 1,
  title: '200小时瑜伽教练培训',
  startsAt: '2026-12-31T02:00:00.000Z',
  total: 1280000,
  deposit: 100000,
  balance: 1180000,
  balanceDueAt: '2026-12-24T02:00:00.000Z',
  mine: 'none',
};

export const pendingOrder = (kind: Order['kind'], amount: number): Order => ({
  id: 9,
  orderNo: 'OM20261201000009',
  kind,
  subApp: 'onmat',
  title: 'x',
  cover: '',
  amount,
  originalAmount: amount,
  discount: 0,
  points: 0,
  classTime: null,
  state: 'pending',
  evaluated: false,
  createdAt: '2026-12-01T02:00:00.000Z',
  payDeadline: '2026-12-01T02:15:00.000Z',
  paidAt: null,
  refId: '1',
  detail: {},
});
