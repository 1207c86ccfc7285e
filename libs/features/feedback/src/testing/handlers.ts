import { http } from 'msw';
import type { FeedbackCategory, FeedbackTicket, FeedbackTicketSummary } from '@yoga/contract';
import { API, failJson, okJson, pagedJson, testStore } from '@yoga/testing';

const HOUR = 3_600_000;
const ago = (h: number) => new Date(Date.now() - h * HOUR).toISOString();

export const categories: FeedbackCategory[] = [
  { key: 'booking', name: '约课与上课' },
  { key: 'app', name: '功能异常' },
  { key: 'other', name: '其他' },
];

const STATUSES = ['open', 'replied', 'closed'] as const;
const sample = (): FeedbackTicket[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    category: categories[i % 3]!,
    text: `第 ${i + 1} 个问题：直播课画面卡顿，换了网络也一样。`,
    status: STATUSES[i % 3]!,
    photos: i === 0 ? [{ id: 'a'.repeat(32), url: `/api/uploads/${'a'.repeat(32)}` }] : [],
    contact: i === 0 ? '138****8000' : null,
    messages:
      i % 3 === 1
        ? [
            {
              id: 100 + i,
              from: 'support' as const,
              text: '您好，请把清晰度调为流畅再试。',
              createdAt: ago(i + 1),
            },
          ]
        : [],
    createdAt: ago(i * 7 + 2),
    updatedAt: ago(i * 7 + 1),
  }));

/** The tickets the handlers answer with (and the uploads made); a submit or a follow-up changes them, anew for every test. */
export const feedbackStore = testStore(() => ({ tickets: sample(), uploads: 0 }));

const summary = (t: FeedbackTicket): FeedbackTicketSummary => ({
  id: t.id,
  category: t.category.name,
  excerpt: t.text,
  status: t.status,
  photoCount: t.photos.length,
  replyCount: t.messages.length,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
});
const byId = (raw: unknown) => feedbackStore.current.tickets.find((r) => r.id === Number(raw));
const NOT_FOUND = '反馈不存在或不属于你';

/** This domain's success answers (and the stand-in's 404 for a missing id), shared by its tests. */
export const feedbackHandlers = [
  http.post(`${API}/uploads`, () => {
    const id = (++feedbackStore.current.uploads).toString(16).padStart(32, '0');
    return okJson({ id, url: `/api/uploads/${id}`, contentType: 'image/png', size: 68 });
  }),
  http.get(`${API}/feedback/categories`, () => okJson(categories)),
  http.get(`${API}/feedback`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    return pagedJson(feedbackStore.current.tickets.map(summary), {
      page: Number(q.get('page') ?? 1),
      pageSize: Number(q.get('pageSize') ?? 10),
    });
  }),
  http.get(`${API}/feedback/:id`, ({ params }) => {
    const row = byId(params.id);
    return row ? okJson(row) : failJson(404, NOT_FOUND);
  }),
  http.post(`${API}/feedback`, async ({ request }) => {
    const b = (await request.json()) as {
      category: string;
      text: string;
      photoIds: string[];
      contact: string;
    };
    const made: FeedbackTicket = {
      id: 99,
      category: categories.find((c) => c.key === b.category)!,
      text: b.text,
      status: 'open',
      photos: b.photoIds.map((id) => ({ id, url: `/api/uploads/${id}` })),
      contact: b.contact || null,
      messages: [],
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    feedbackStore.current.tickets = [made, ...feedbackStore.current.tickets];
    return okJson(made);
  }),
  http.post(`${API}/feedback/:id/messages`, async ({ params, request }) => {
    const row = byId(params.id);
    if (!row) return failJson(404, NOT_FOUND);
    const { text } = (await request.json()) as { text: string };
    row.messages = [
      ...row.messages,
      { id: 500 + row.messages.length, from: 'user', text, createdAt: new Date().toISOString() },
    ];
    row.status = 'open';
    return okJson(row);
  }),
];
