import { http } from 'msw';
import type {
  BusinessCourse,
  CoachSigning,
  CourseOrderData,
  ExamData,
  HandbookOrder,
  Order,
} from '@yoga/contract';
import { API, okJson, failJson } from '@yoga/testing';

const iso = (ms: number) => new Date(ms).toISOString();

export const sampleCourse = (over: Partial<BusinessCourse> = {}): BusinessCourse => ({
  id: 1,
  title: '21 天体态重塑计划',
  cover: '',
  summary: '为瑜伽馆和企业团队设计的三周练习计划。',
  includes: ['21 节视频课', '练习手册（纸质）'],
  seller: '轻体研习社',
  weeks: 3,
  handbooks: [
    { id: 1, title: '标准版手册', summary: '练习记录', price: 3900, left: 480, min: 1, max: 50 },
    { id: 2, title: '教练版手册', summary: '含评分表', price: 6900, left: 0, min: 1, max: 20 },
  ],
  mine: false,
  examId: 1,
  ...over,
});

export const sampleOrder = (over: Partial<HandbookOrder> = {}): HandbookOrder => ({
  orderNo: 'SL20261201000009',
  state: 'pending',
  courseId: 1,
  title: '21 天体态重塑计划',
  edition: '标准版手册',
  quantity: 3,
  amount: 11700,
  createdAt: iso(Date.now() - 60_000),
  payDeadline: iso(Date.now() + 14 * 60_000),
  ...over,
});

export const sampleStats = (sku: number | null = null): CourseOrderData => ({
  courseId: 1,
  title: '21 天体态重塑计划',
  skus: [
    { id: 1, title: '标准版手册' },
    { id: 2, title: '教练版手册' },
  ],
  sku,
  totals: { orders: sku === null ? 12 : 4, paidAmount: sku === null ? 98000 : 27600, handbooks: 30 },
  days: Array.from({ length: 30 }, (_, i) => ({
    day: iso(Date.now() - (29 - i) * 86_400_000).slice(0, 10),
    orders: i === 29 ? 2 : 0,
    amount: i === 29 ? 7800 : 0,
  })),
});

export const sampleExam: ExamData = {
  id: 1,
  title: '第一阶段体态考核',
  courseTitle: '21 天体态重塑计划',
  endsAt: iso(Date.now() + 5 * 86_400_000),
  passed: 2,
  failed: 1,
  pending: 1,
  participants: [
    { name: '王**', score: 92, status: 'passed' },
    { name: '陈*', score: 85, status: 'passed' },
    { name: '刘**', score: 58, status: 'failed' },
    { name: '孙*', score: null, status: 'pending' },
  ],
};

export const sampleSigning: CoachSigning = {
  teacherId: 7,
  name: '林静老师',
  signedAt: iso(Date.now() - 3_600_000),
  agreementTitle: '轻体合作教练协议',
  agreementNo: 'SLM-2026-0007',
};

const placed: Order = {
  id: 9,
  orderNo: 'SL20261201000009',
  kind: 'store',
  subApp: 'slim',
  title: '21 天体态重塑计划 · 标准版手册',
  cover: '',
  amount: 11700,
  originalAmount: 11700,
  discount: 0,
  points: 0,
  classTime: null,
  state: 'pending',
  evaluated: false,
  createdAt: iso(Date.now()),
  payDeadline: iso(Date.now() + 15 * 60_000),
  paidAt: null,
  refId: 'handbook_1',
  detail: { quantity: 3 },
};

/** Success answers of the domain; refusals are added by the tests that need them. */
export const slimBusinessHandlers = [
  http.get(`${API}/slim-business/courses/:id`, ({ params }) =>
    params.id === '1' ? okJson(sampleCourse()) : failJson(5850, '课程不存在或已下架'),
  ),
  http.post(`${API}/slim-business/orders`, () => okJson(placed)),
  http.get(`${API}/slim-business/orders`, () =>
    okJson({
      list: [sampleOrder(), sampleOrder({ orderNo: 'SL20261130000001', state: 'paid' })],
      page: 1,
      pageSize: 10,
      total: 2,
    }),
  ),
  http.get(`${API}/slim-business/courses/:id/stats`, ({ request }) => {
    const sku = new URL(request.url).searchParams.get('sku');
    return okJson(sampleStats(sku ? Number(sku) : null));
  }),
  http.get(`${API}/slim-business/exams/:id`, () => okJson(sampleExam)),
  http.get(`${API}/slim-business/signings/:teacherId`, ({ params }) =>
    params.teacherId === '7' ? okJson(sampleSigning) : failJson(5856, '未找到该老师的签约记录'),
  ),
];
