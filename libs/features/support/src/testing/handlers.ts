import { http } from 'msw';
import type { SupportQuestion, SupportService } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

const langOf = (request: Request) => (/^en/.test(request.headers.get('Language') ?? '') ? 'en' : 'zh');

/** A desk open now, with two common questions, as the stand-in serves it. */
export const sampleService = (lang = 'zh', over: Partial<SupportService> = {}): SupportService => ({
  phone: '400-820-1003',
  chatId: 'slim_kefu',
  hours: {
    days: [1, 2, 3, 4, 5, 6, 7],
    opensAt: '2026-11-26T02:00:00.000Z',
    closesAt: '2026-11-26T12:00:00.000Z',
  },
  online: true,
  nextOpenAt: null,
  common: [
    {
      id: 1,
      category: 'account',
      question: lang === 'en' ? 'I did not get the SMS code. What can I do?' : '收不到短信验证码怎么办？',
      answer: [lang === 'en' ? 'Check that the phone number is right.' : '请确认手机号填写正确。'],
    },
    {
      id: 3,
      category: 'payment',
      question: lang === 'en' ? 'How long does a refund take?' : '退款多久到账？',
      answer: [lang === 'en' ? 'One to three working days.' : '1–3 个工作日到账。'],
    },
  ],
  ...over,
});

const QUESTIONS = [
  {
    id: 1,
    category: 'account',
    zh: '收不到短信验证码怎么办？',
    en: 'I did not get the SMS code. What can I do?',
  },
  { id: 2, category: 'booking', zh: '预约的课程可以取消吗？', en: 'Can I cancel a class I booked?' },
  { id: 3, category: 'payment', zh: '退款多久到账？', en: 'How long does a refund take?' },
];

export const sampleQuestion = (
  id: number,
  lang = 'zh',
  myVote: 'yes' | 'no' | null = null,
): SupportQuestion => {
  const q = QUESTIONS.find((x) => x.id === id)!;
  return {
    id,
    category: q.category,
    categoryName: lang === 'en' ? 'Payment and refunds' : '支付与退款',
    question: lang === 'en' ? q.en : q.zh,
    answer:
      lang === 'en'
        ? ['One to three working days.', 'Instant to the wallet.']
        : ['1–3 个工作日到账。', '钱包余额即时到账。'],
    helpful: { yes: 12 + (myVote === 'yes' ? 1 : 0), no: 2 + (myVote === 'no' ? 1 : 0) },
    myVote,
  };
};

/** The stand-in's answers: one desk, three questions (search matches either language), votes once. */
export function supportHandlers() {
  const votes = new Map<number, 'yes' | 'no'>();
  return [
    http.get(`${API}/support/service`, ({ request }) => okJson(sampleService(langOf(request)))),
    http.get(`${API}/support/categories`, ({ request }) => {
      const en = langOf(request) === 'en';
      return okJson({
        list: [
          { key: 'account', name: en ? 'Account and sign-in' : '账号与登录', count: 1 },
          { key: 'booking', name: en ? 'Booking and classes' : '预约与上课', count: 1 },
          { key: 'payment', name: en ? 'Payment and refunds' : '支付与退款', count: 1 },
        ],
      });
    }),
    http.get(`${API}/support/questions`, ({ request }) => {
      const url = new URL(request.url);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const category = url.searchParams.get('category');
      const lang = langOf(request);
      const list = QUESTIONS.filter((x) => !category || x.category === category)
        .filter((x) => !q || x.zh.toLowerCase().includes(q) || x.en.toLowerCase().includes(q))
        .map((x) => ({ id: x.id, category: x.category, question: lang === 'en' ? x.en : x.zh }));
      return okJson({ list });
    }),
    http.get(`${API}/support/questions/:id`, ({ request, params }) => {
      const id = Number(params.id);
      if (!QUESTIONS.some((x) => x.id === id)) return failJson(5050, '问题不存在');
      return okJson(sampleQuestion(id, langOf(request), votes.get(id) ?? null));
    }),
    http.post(`${API}/support/questions/:id/vote`, async ({ request, params }) => {
      const id = Number(params.id);
      if (votes.has(id)) return failJson(5051, '你已经评价过这个回答了');
      const body = (await request.json()) as { vote: 'yes' | 'no'; device: string };
      if (!/^[A-Za-z0-9_-]{8,64}$/.test(body.device)) return failJson(400, '参数错误');
      votes.set(id, body.vote);
      return okJson(sampleQuestion(id, langOf(request), body.vote));
    }),
  ];
}
