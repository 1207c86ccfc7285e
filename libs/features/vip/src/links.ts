import type { SubApp, SubAppId } from '@yoga/platform';

/** The screens serve the student apps that have VIP routes (spec: groups A and A'). */
export type VipSubApp = Extract<SubAppId, 'onmat' | 'phala'>;

/** phala keeps its agreements under agreement/:key; onmat has a page per agreement. */
const agreements: Record<VipSubApp, { vip: string; deposit: string }> = {
  onmat: { vip: '/onmat/vip_agreement', deposit: '/onmat/agreement' },
  phala: { vip: '/phala/agreement/vip', deposit: '/phala/agreement/user' },
};

const fallback = (sub: SubApp): VipSubApp => (sub.brand === 'phala' ? 'phala' : 'onmat');

export const agreementPath = (sub: SubApp, which: 'vip' | 'deposit') =>
  agreements[sub.id in agreements ? (sub.id as VipSubApp) : fallback(sub)][which];

/** The one cashier of the sub-app; it polls the order and moves on to pay_success. */
export const cashierPath = (sub: SubApp, orderNo: string) =>
  `${sub.prefix}/app/pay_info?orderNo=${encodeURIComponent(orderNo)}`;

export const myVipPath = (sub: SubApp) => `${sub.prefix}/my_vip`;
export const vipPayPath = (sub: SubApp) => `${sub.prefix}/vip_pay`;
