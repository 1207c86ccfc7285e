import { http } from 'msw';
import { VIP_CODES } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';
import { cards, memberPlans, offer, pendingOrder, recipeIncludes, recipePlans } from './fixtures';

export * from './fixtures';

export const plansUrl = `${API}/vip/plans`;
export const inviteUrl = `${API}/vip/invites/:teacherId`;
export const vipOrderUrl = `${API}/vip/orders`;
export const cardsUrl = `${API}/vip/cards`;
export const activateUrl = `${API}/vip/cards/:id/activate`;
export const offerUrl = `${API}/vip/deposits/offer`;
export const depositOrderUrl = `${API}/vip/deposits`;

/** An invitation 10% below each plan, as the server prices it. */
const invited = memberPlans.map((p) => ({ ...p, price: Math.round(p.price * 0.9) }));

/** The VIP domain's success answers, shared by its tests; each test adds its own failures. */
export const vipHandlers = [
  http.get(plansUrl, ({ request }) =>
    new URL(request.url).searchParams.get('kind') === 'recipe'
      ? okJson({ kind: 'recipe', includes: recipeIncludes, plans: recipePlans })
      : okJson({ kind: 'member', includes: [], plans: memberPlans }),
  ),
  http.get(inviteUrl, ({ params }) =>
    params.teacherId === '101'
      ? okJson({
          coach: { id: 101, name: '林静', title: '资深瑜伽导师', years: 8 },
          discountPercent: 10,
          plans: invited,
        })
      : failJson(VIP_CODES.teacherNotFound, '邀请的老师不存在'),
  ),
  http.post(vipOrderUrl, () => okJson(pendingOrder('vip', 6800))),
  http.get(cardsUrl, () => okJson({ list: cards })),
  http.post(activateUrl, () => okJson({ ...cards[1]!, state: 'active' })),
  http.get(offerUrl, () => okJson(offer)),
  http.post(depositOrderUrl, () => okJson(pendingOrder('deposit', 100000))),
];
