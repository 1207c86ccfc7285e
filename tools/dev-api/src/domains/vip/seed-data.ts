import type { VipPeriod, VipPlanKind } from '@yoga/contract';
import type { StoredBenefit } from './plans';

type PlanSeed = {
  kind: VipPlanKind;
  period: VipPeriod;
  zh: string;
  en: string;
  days: number;
  price: number;
  original: number;
  recommended?: boolean;
};

const b = (zh: string, en: string, dzh: string, den: string): StoredBenefit => ({
  title: { zh, en },
  detail: { zh: dzh, en: den },
});
const live = b(
  '全部直播课',
  'All live classes',
  '会员期内不限次预约直播课',
  'Book live classes without limit',
);
const replay = b('课程回放', 'Class replays', '随时回看上过的课程', 'Watch your classes again at any time');
const store = b('商城会员价', 'Member prices', '商城商品享会员价', 'Member prices in the store');
const posture = b(
  '体态评估',
  'Posture assessment',
  '教练一对一体态评估一次',
  'One one-to-one posture assessment',
);
const recipes = b('每周食谱', 'Weekly recipes', '每周一更新', 'New every Monday');
const coach = b('营养师答疑', 'Nutrition coach', '在线答疑', 'Questions answered online');

/** Every brand sells the same plans in the stand-in; prices in fen. */
export const planSeeds: PlanSeed[] = [
  {
    kind: 'member',
    period: 'week',
    zh: '周卡会员',
    en: 'Weekly membership',
    days: 7,
    price: 1990,
    original: 2990,
  },
  {
    kind: 'member',
    period: 'month',
    zh: '月卡会员',
    en: 'Monthly membership',
    days: 30,
    price: 6800,
    original: 9900,
  },
  {
    kind: 'member',
    period: 'quarter',
    zh: '季卡会员',
    en: 'Quarterly membership',
    days: 90,
    price: 16800,
    original: 29700,
    recommended: true,
  },
  {
    kind: 'member',
    period: 'year',
    zh: '年卡会员',
    en: 'Yearly membership',
    days: 365,
    price: 49800,
    original: 118800,
  },
  {
    kind: 'recipe',
    period: 'month',
    zh: '食谱月卡',
    en: 'Diet plan, 1 month',
    days: 30,
    price: 3900,
    original: 5900,
  },
  {
    kind: 'recipe',
    period: 'quarter',
    zh: '食谱季卡',
    en: 'Diet plan, 3 months',
    days: 90,
    price: 9900,
    original: 17700,
    recommended: true,
  },
  {
    kind: 'recipe',
    period: 'year',
    zh: '食谱年卡',
    en: 'Diet plan, 1 year',
    days: 365,
    price: 29900,
    original: 70800,
  },
];

export const benefitsOf = (p: PlanSeed): StoredBenefit[] =>
  p.kind === 'recipe'
    ? [recipes, coach]
    : p.period === 'year'
      ? [live, replay, store, posture]
      : [live, replay, store];

export const inviteSeeds = [
  { teacherId: 101, name: '林静', zh: '资深瑜伽导师', en: 'Senior yoga teacher', years: 8, discount: 10 },
  { teacherId: 102, name: '陈晨', zh: '普拉提教练', en: 'Pilates coach', years: 5, discount: 15 },
];

export const offerSeeds = [
  {
    kind: 'course',
    id: 1,
    zh: '200小时瑜伽教练培训',
    en: '200-hour yoga teacher training',
    inDays: 30,
    total: 1280000,
    deposit: 100000,
  },
  {
    kind: 'event',
    id: 1,
    zh: '山野瑜伽周末营',
    en: 'Mountain yoga weekend',
    inDays: 14,
    total: 168000,
    deposit: 50000,
  },
] as const;
