import { http } from 'msw';
import type { CoachQuestion } from '@yoga/contract';
import { API, failJson, okJson, pagedJson, testStore } from '@yoga/testing';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** An inbox as the stand-in seeds it: one overdue by 6 h 30 min, one open, one answered. */
const sample = (): CoachQuestion[] => {
  const now = Date.now();
  return [
    {
      id: 2,
      studentName: '学员8000',
      course: '肩颈放松',
      text: '做完肩颈拉伸后头有点晕，正常吗？',
      askedAt: iso(now - 30.5 * HOUR),
      dueAt: iso(now - 6.5 * HOUR),
      state: 'overdue',
      lateMinutes: 390,
      answers: [],
    },
    {
      id: 1,
      studentName: '学员8000',
      course: '流瑜伽进阶',
      text: '下犬式时手腕很疼，是姿势不对吗？',
      askedAt: iso(now - 2 * HOUR),
      dueAt: iso(now + 22 * HOUR),
      state: 'open',
      lateMinutes: 0,
      answers: [],
    },
    {
      id: 5,
      studentName: '学员8000',
      course: '冥想入门',
      text: '冥想时总走神怎么办？',
      askedAt: iso(now - 48 * HOUR),
      dueAt: iso(now - 24 * HOUR),
      state: 'answered',
      lateMinutes: 0,
      answers: [
        {
          id: 9,
          text: '把注意力轻轻带回呼吸即可。',
          images: [{ id: 'a'.repeat(32), url: `/api/coach-answers/files/${'a'.repeat(32)}` }],
          audio: { id: 'b'.repeat(32), url: `/api/coach-answers/files/${'b'.repeat(32)}`, durationMs: 3200 },
          createdAt: iso(now - 28 * HOUR),
          lateMinutes: 0,
        },
      ],
    },
  ];
};

export const coachQuestionsStore = testStore(() => sample());

const byId = (raw: unknown) => coachQuestionsStore.current.find((r) => r.id === Number(raw));

/** This domain's success answers (and the stand-in's not-found), shared by its tests. */
export const coachAnswersHandlers = [
  http.get(`${API}/coach-answers/questions`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    const state = q.get('state') ?? 'all';
    return pagedJson(
      coachQuestionsStore.current.filter((x) => state === 'all' || x.state === state),
      { page: Number(q.get('page') ?? 1), pageSize: Number(q.get('pageSize') ?? 10) },
    );
  }),
  http.get(`${API}/coach-answers/questions/:id`, ({ params }) => {
    const row = byId(params.id);
    return row ? okJson(row) : failJson(404, '问题不存在或不属于你');
  }),
  // The record behind copy_success: answered questions only, every one with the same password.
  http.get(`${API}/coach-answers/records/:id`, ({ params }) => {
    const row = byId(params.id);
    const first = row?.answers[0];
    if (!row || !first) return failJson(404, '问题不存在或不属于你');
    return okJson({
      id: String(row.id),
      password: '482913',
      studentName: row.studentName,
      course: row.course,
      answeredAt: first.createdAt,
    });
  }),
  http.post(`${API}/coach-answers/files`, () =>
    okJson({
      id: 'c'.repeat(32),
      url: `/api/coach-answers/files/${'c'.repeat(32)}`,
      contentType: 'image/png',
      size: 68,
    }),
  ),
  http.post(`${API}/coach-answers/questions/:id/answers`, async ({ params, request }) => {
    const row = byId(params.id);
    if (!row) return failJson(404, '问题不存在或不属于你');
    const body = (await request.json()) as { text: string };
    row.answers.push({
      id: 99,
      text: body.text,
      images: [],
      audio: null,
      createdAt: new Date().toISOString(),
      lateMinutes: row.lateMinutes,
    });
    row.state = 'answered';
    return okJson({ question: row, record: { id: String(row.id), password: '482913' } });
  }),
];
