import { http } from 'msw';
import type { Distribution, PromoteKit, SampleProduct, SampleReview, SampleShipment } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export const distributionData = (): Distribution => ({
  coach: { id: 7, name: '周雅琴' },
  teacherId: 100_007,
  discountPercent: 15,
  totals: { pending: 5980, settled: 11960 },
  students: [
    { id: 1, name: '林晓', phone: '139****5601', joinedAt: iso(Date.now() - DAY), member: true },
    { id: 2, name: '陈静', phone: '136****5603', joinedAt: iso(Date.now() - 9 * DAY), member: false },
  ],
  earnings: [
    {
      id: 1,
      title: '年卡会员佣金',
      studentName: '林晓',
      amount: 5980,
      state: 'pending',
      createdAt: iso(Date.now() - DAY),
      settleAt: iso(Date.now() + 6 * DAY),
    },
    {
      id: 2,
      title: '年卡会员佣金',
      studentName: '王敏',
      amount: 11960,
      state: 'settled',
      createdAt: iso(Date.now() - 16 * DAY),
      settleAt: iso(Date.now() - 9 * DAY),
    },
  ],
});

export const kitData = (): PromoteKit => ({
  coach: { id: 7, name: '周雅琴', title: '瑜伽老师' },
  teacherId: 100_007,
  discountPercent: 15,
  posters: [
    { id: 1, theme: 'warm', headline: '和我一起练瑜伽', subline: '扫码开通会员，立减 15%' },
    { id: 2, theme: 'calm', headline: '每天二十分钟', subline: '老师专属邀请' },
  ],
  texts: [{ id: 1, text: '我是周雅琴，邀请你一起练瑜伽！' }],
});

export const reviewData = (): SampleReview => ({
  id: 1,
  spuId: 801,
  productTitle: '天然橡胶瑜伽垫',
  rating: 5,
  text: '垫子很厚实，防滑效果很好。',
  photos: [],
  createdAt: iso(Date.now() - 5 * DAY),
});

export const sampleData = (spuId: number, reviewed = false): SampleProduct => ({
  spuId,
  title: spuId === 801 ? '天然橡胶瑜伽垫' : '软木瑜伽砖（两块装）',
  summary: '天然软木，稳固不滑。',
  price: 12800,
  myReview: reviewed ? reviewData() : null,
});

export const shipmentsData = (): SampleShipment[] => [
  {
    id: 2,
    spuId: 802,
    productTitle: '软木瑜伽砖（两块装）',
    carrier: '中通快递',
    trackingNo: 'ZT7701093348',
    state: 'in_transit',
    events: [
      { at: iso(Date.now() - 2 * 3_600_000), text: '已到达上海转运中心' },
      { at: iso(Date.now() - 22 * 3_600_000), text: '已从杭州发货' },
    ],
    reviewed: false,
  },
];

/** This domain's success answers, shared by its tests; sample 801 is reviewed, others are not, 999 is unknown. */
export const coachPromoteHandlers = [
  http.get(`${API}/coach-promote/distribution`, () => okJson(distributionData())),
  http.get(`${API}/coach-promote/promote-kit`, () => okJson(kitData())),
  http.get(`${API}/coach-promote/samples/:spuId`, ({ params }) => {
    const id = Number(params.spuId);
    return id === 999 ? failJson(5551, '没有这件试用商品') : okJson(sampleData(id, id === 801));
  }),
  http.post(`${API}/coach-promote/samples/:spuId/review`, async ({ params, request }) => {
    const b = (await request.json()) as { rating: number; text: string };
    return okJson({ ...reviewData(), spuId: Number(params.spuId), rating: b.rating, text: b.text });
  }),
  http.get(`${API}/coach-promote/reviews`, () => okJson([reviewData()])),
  http.get(`${API}/coach-promote/shipments`, () => okJson(shipmentsData())),
];
