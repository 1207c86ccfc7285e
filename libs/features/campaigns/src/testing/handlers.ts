import { http } from 'msw';
import type {
  CampaignEvent,
  CampaignReceipt,
  MatOffer,
  RecipeList,
  RepProgramme,
  WelfareOffer,
} from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

const DAY = 86_400_000;
const start = Date.now() + 10 * DAY;

export const eventOf = (o: Partial<CampaignEvent> = {}): CampaignEvent => ({
  key: 'activity38',
  title: '女神节 · 春日花园瑜伽',
  summary: '和老师、同学一起在花园里上一节舒展的流瑜伽。',
  place: '杭州西湖区 · 素漫瑜伽花园馆',
  cover: '/api/campaigns/art/flower-e07a9b.svg',
  startsAt: new Date(start).toISOString(),
  endsAt: new Date(start + 3 * 3_600_000).toISOString(),
  signupEndsAt: new Date(start - DAY).toISOString(),
  seats: 30,
  seatsLeft: 18,
  state: 'open',
  schedule: [{ at: new Date(start).toISOString(), title: '签到，领取女神节礼包' }],
  mine: null,
  ...o,
});

export const welfareOf = (o: Partial<WelfareOffer> = {}): WelfareOffer => ({
  key: 'downhill_welfare',
  title: '新学员专属福利 · 体验课包',
  summary: '免费领取 3 节线下小班体验课。',
  cover: '/api/campaigns/art/mat-5b9e8f.svg',
  includes: ['3 节线下小班体验课（任选课程）'],
  rules: ['仅限未在素漫购买过课程的新学员'],
  price: 0,
  originalPrice: 19_900,
  validUntil: new Date(Date.now() + 30 * DAY).toISOString(),
  ended: false,
  eligible: true,
  claim: null,
  ...o,
});

export const programmeOf = (o: Partial<RepProgramme> = {}): RepProgramme => ({
  title: '素漫学员代表招募',
  summary: '热爱瑜伽、乐于分享？',
  duties: ['在所在城市组织学员练习小组'],
  rewards: ['每月 4 节免费线下课'],
  application: null,
  ...o,
});

export const mat: MatOffer = {
  title: 'TPU 双面防滑瑜伽垫',
  subtitle: '学员专享价',
  photos: ['/api/campaigns/art/mat-d98ba6.svg', '/api/campaigns/art/roll-9b86c9.svg'],
  specs: [{ name: '材质', value: 'TPU 环保材质' }],
  highlights: ['双层 TPU 一体成型'],
  price: 16_800,
  originalPrice: 23_800,
  validUntil: new Date(Date.now() + 14 * DAY).toISOString(),
  product: { subApp: 'onmat', spuId: 42 },
};

export const recipesOf = (n = 3): RecipeList => ({
  title: '练习日的三餐',
  summary: '清淡、饱腹、好准备。',
  recipes: Array.from({ length: n }, (_, i) => ({
    key: `r${i}`,
    meal: ['早餐', '午餐', '晚餐'][i % 3]!,
    title: `食谱 ${i + 1}`,
    image: '/api/campaigns/art/bowl-e0a458.svg',
    calories: 320 + i,
    minutes: 10,
    ingredients: [{ name: '燕麦片', amount: '40 克' }],
    steps: ['燕麦片用热水泡软。'],
  })),
});

/** What the handlers remember between calls (a sign-up, a claim, an application); reset per test. */
export const state = { signedUp: false, claimed: false, applied: null as RepProgramme['application'] };
export const resetState = () => {
  state.signedUp = false;
  state.claimed = false;
  state.applied = null;
};
const event = () =>
  eventOf(state.signedUp ? { seatsLeft: 17, mine: { id: 7, signedUpAt: new Date().toISOString() } } : {});
const welfare = () => welfareOf(state.claimed ? { claim: { claimedAt: new Date().toISOString() } } : {});

/** The receipt of what the handlers remember: the application (id 1) or the sign-up (id 7). */
export function receiptOf(kind: string, id: number): CampaignReceipt | null {
  const base = { id, nextSteps: ['我们会在 3 个工作日内审核你的申请'], place: null, startsAt: null };
  if (kind === 'representative' && id === 1 && state.applied)
    return {
      ...base,
      kind,
      title: '学员代表招募',
      submittedAt: state.applied.createdAt,
      status: state.applied.status,
      name: state.applied.name,
      city: state.applied.city,
      phone: '139****0061',
      reason: state.applied.reason,
    };
  if (kind === 'event' && id === 7 && state.signedUp)
    return {
      ...base,
      kind,
      title: '女神节 · 春日花园瑜伽',
      submittedAt: new Date().toISOString(),
      status: 'signed_up',
      place: '西湖花园草坪',
      startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      name: null,
      city: null,
      phone: null,
      reason: null,
      nextSteps: ['请提前 15 分钟到场签到，带上瑜伽垫'],
    };
  return null;
}

/** This domain's success answers, shared by its tests; refusals are added per test with server.use. */
export const campaignsHandlers = [
  http.get(`${API}/campaigns/events/:key`, () => okJson(event())),
  http.post(`${API}/campaigns/events/:key/signup`, () => ((state.signedUp = true), okJson(event()))),
  http.post(`${API}/campaigns/events/:key/cancel`, () => ((state.signedUp = false), okJson(event()))),
  http.get(`${API}/campaigns/welfare`, () => okJson(welfare())),
  http.post(`${API}/campaigns/welfare/claim`, () => ((state.claimed = true), okJson(welfare()))),
  http.get(`${API}/campaigns/representative`, () => okJson(programmeOf({ application: state.applied }))),
  http.get(`${API}/campaigns/receipts/:kind/:id`, ({ params }) => {
    const receipt = receiptOf(String(params.kind), Number(params.id));
    return receipt ? okJson(receipt) : failJson(4960, '没有找到这次提交的记录');
  }),
  http.post(`${API}/campaigns/representative/apply`, async ({ request }) => {
    const b = (await request.json()) as { name: string; phone: string; city: string; reason: string };
    state.applied = { id: 1, ...b, status: 'pending', refusal: null, createdAt: new Date().toISOString() };
    return okJson(programmeOf({ application: state.applied }));
  }),
  http.get(`${API}/campaigns/mat`, () => okJson(mat)),
  http.get(`${API}/campaigns/recipes`, () => okJson(recipesOf())),
];
