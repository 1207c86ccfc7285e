import { http } from 'msw';
import type { GiftCardLatest, GiftCardRedemption, GiftCardType } from '@yoga/contract';
import { API, failJson, okJson, testStore } from '@yoga/testing';

const DAY = 86_400_000;

export const thirtyDay: GiftCardType = {
  key: 'thirty_day',
  name: '30天会员卡',
  kind: 'member',
  days: 30,
  sessions: null,
  benefits: ['会员期内不限次预约直播课', '随时回看上过的课程'],
};
export const classPass: GiftCardType = {
  key: 'class_pass',
  name: '10次课程卡',
  kind: 'class_pass',
  days: 180,
  sessions: 10,
  benefits: ['任选 10 节线下课'],
};
const types = [thirtyDay, classPass];

export const redemptionOf = (t: GiftCardType, id = 7): GiftCardRedemption => ({
  id,
  key: t.key,
  name: t.name,
  kind: t.kind,
  days: t.days,
  sessions: t.sessions,
  codeTail: 'K7QX',
  redeemedAt: new Date(Date.now() - 60_000).toISOString(),
  validUntil: new Date(Date.now() + t.days * DAY).toISOString(),
  classPassId: t.kind === 'class_pass' ? 9001 : null,
});

/** The redemptions the handlers know, by key; a redeem adds one, anew for every test. */
export const redemptionsStore = testStore<Record<string, GiftCardRedemption>>(() => ({}));

/** This domain's success answers (and the stand-in's not-found for an unknown type), shared by its tests. */
export const giftCardsHandlers = [
  http.get(`${API}/gift-cards/types/:key`, ({ params }) => {
    const t = types.find((x) => x.key === params.key);
    return t ? okJson(t) : failJson(4601, '没有这种礼品卡');
  }),
  http.post(`${API}/gift-cards/redeem`, async ({ request }) => {
    const body = (await request.json()) as { key: string; code: string };
    const t = types.find((x) => x.key === body.key)!;
    redemptionsStore.current[t.key] = redemptionOf(t);
    return okJson(redemptionsStore.current[t.key]);
  }),
  http.get(`${API}/gift-cards/redemptions/latest`, ({ request }) => {
    const key = new URL(request.url).searchParams.get('key') ?? '';
    return okJson<GiftCardLatest>({ redemption: redemptionsStore.current[key] ?? null });
  }),
];
