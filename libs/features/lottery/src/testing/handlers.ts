import { http } from 'msw';
import type { LotteryActivity, LotteryPrize, LotteryWin } from '@yoga/contract';
import { LOTTERY_CODES } from '@yoga/contract/codes';
import { API, failJson, okJson } from '@yoga/testing';

const DAY = 86_400_000;
export const prizes: LotteryPrize[] = [
  { id: 11, kind: 'points', name: '100 积分', points: 100 },
  { id: 12, kind: 'thanks', name: '谢谢参与', points: null },
  { id: 13, kind: 'coupon', name: '满 200 减 20 优惠券', points: null },
  { id: 14, kind: 'goods', name: '瑜伽垫一张', points: null },
];

export const activityOf = (o: Partial<LotteryActivity> = {}): LotteryActivity => ({
  id: 1,
  title: '会员福利大转盘',
  state: 'running',
  startAt: new Date(Date.now() - 3 * DAY).toISOString(),
  endAt: new Date(Date.now() + 14 * DAY).toISOString(),
  chancesPerUser: 3,
  chancesLeft: 3,
  prizes,
  rules: ['活动期间每位用户可抽奖 3 次。'],
  ...o,
});

export const winOf = (o: Partial<LotteryWin> = {}): LotteryWin => ({
  id: 7,
  activityId: 1,
  activityTitle: '会员福利大转盘',
  prize: prizes[3]!,
  drawnAt: new Date(Date.now() - DAY).toISOString(),
  couponCode: null,
  address: null,
  shipBy: null,
  ...o,
});

/** What the handlers answer; tests change it, resetLottery() starts over. */
export const state = {
  activity: activityOf(),
  wins: [] as LotteryWin[],
  /** The prize the next draw lands on. */
  next: prizes[3]!,
  draws: [] as string[],
  saved: 0,
};
export function resetLottery() {
  state.activity = activityOf();
  state.wins = [];
  state.next = prizes[3]!;
  state.draws = [];
  state.saved = 0;
}

/** This domain's success answers (and the stand-in's refusals), shared by its tests. */
export const lotteryHandlers = [
  http.get(`${API}/lottery/activities/:id`, ({ request, params }) => {
    if (Number(params.id) !== state.activity.id) return failJson(404, '抽奖活动不存在');
    const signedIn = !!request.headers.get('AUTHORIZE_TOKEN');
    return okJson({ ...state.activity, chancesLeft: signedIn ? state.activity.chancesLeft : null });
  }),
  http.get(`${API}/lottery/activities/:id/wins`, () => okJson(state.wins)),
  http.post(`${API}/lottery/activities/:id/draw`, async ({ request }) => {
    const { key } = (await request.json()) as { key: string };
    if ((state.activity.chancesLeft ?? 0) <= 0) return failJson(LOTTERY_CODES.noChances, '抽奖次数已用完');
    state.draws.push(key);
    state.activity = { ...state.activity, chancesLeft: (state.activity.chancesLeft ?? 0) - 1 };
    const win =
      state.next.kind === 'thanks' ? null : winOf({ id: 100 + state.draws.length, prize: state.next });
    if (win) state.wins = [win, ...state.wins];
    return okJson({
      prize: state.next,
      winId: win?.id ?? null,
      chancesLeft: state.activity.chancesLeft,
      replayed: false,
    });
  }),
  http.get(`${API}/lottery/wins/:id`, ({ params }) => {
    const w = state.wins.find((x) => x.id === Number(params.id) && x.prize.kind === 'goods');
    return w ? okJson(w) : failJson(404, '奖品不存在');
  }),
  http.post(`${API}/lottery/wins/:id/address`, async ({ params, request }) => {
    const i = state.wins.findIndex((x) => x.id === Number(params.id));
    if (i < 0) return failJson(404, '奖品不存在');
    const body = (await request.json()) as NonNullable<LotteryWin['address']>;
    state.saved++;
    const shipBy = new Date(Date.now() + 7 * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
    state.wins[i] = { ...state.wins[i]!, address: body, shipBy };
    return okJson(state.wins[i]);
  }),
];
