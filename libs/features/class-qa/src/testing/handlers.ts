import { http } from 'msw';
import type { ClassQaClass } from '@yoga/contract';
import { API, failJson, okJson, testStore } from '@yoga/testing';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const file = (c: string) => ({ id: c.repeat(32), url: `/api/coach-answers/files/${c.repeat(32)}` });

/** The demo student's classes as the stand-in seeds them: 1 open, 2 answered, 3 waiting, 4 none. */
const sample = (): ClassQaClass[] => {
  const now = Date.now();
  const base = { coachName: '林教练' };
  return [
    {
      ...base,
      id: 1,
      course: '流瑜伽进阶',
      classAt: iso(now - 24 * HOUR),
      prompt: '课后作业：拍两张你下犬式的照片，并用语音说说手腕和肩膀的感受。',
      question: null,
    },
    {
      ...base,
      id: 2,
      course: '肩颈放松',
      classAt: iso(now - 72 * HOUR),
      prompt: '练完肩颈拉伸后，脖子转动时还有哪里紧？',
      question: {
        id: 6,
        studentName: '学员8000',
        course: '肩颈放松',
        text: '左边脖子更紧一些。',
        askedAt: iso(now - 70 * HOUR),
        dueAt: iso(now - 46 * HOUR),
        state: 'answered',
        lateMinutes: 0,
        images: [file('a')],
        audio: { ...file('b'), durationMs: 2000 },
        answers: [
          {
            id: 9,
            text: '左侧斜方肌偏紧，每天做三组侧颈拉伸。',
            images: [file('d')],
            audio: { ...file('e'), durationMs: 3200 },
            createdAt: iso(now - 65 * HOUR),
            lateMinutes: 0,
          },
        ],
      },
    },
    {
      ...base,
      id: 3,
      course: '核心力量',
      classAt: iso(now - 48 * HOUR),
      prompt: '平板支撑坚持了多久？',
      question: {
        id: 7,
        studentName: '学员8000',
        course: '核心力量',
        text: '坚持了 40 秒。',
        askedAt: iso(now - 3 * HOUR),
        dueAt: iso(now + 21 * HOUR),
        state: 'open',
        lateMinutes: 0,
        images: [],
        audio: null,
        answers: [],
      },
    },
    { ...base, id: 4, course: '冥想入门', classAt: iso(now - 120 * HOUR), prompt: null, question: null },
  ];
};

export const classesStore = testStore(() => sample());
const byId = (raw: unknown) => classesStore.current.find((c) => c.id === Number(raw));

/** The student's post-class Q&A endpoints as the stand-in answers them. */
export const classQaHandlers = [
  // A coach's answer opened with its number and password: class 2's answered question, any password.
  http.post(`${API}/coach-answers/shared/:id`, ({ params }) => {
    const q = classesStore.current.find((c) => c.question?.id === Number(params.id))?.question;
    if (!q) return failJson(5461, '答疑编号或密码不正确');
    return okJson({
      id: String(q.id),
      course: q.course,
      text: q.text,
      askedAt: q.askedAt,
      answers: q.answers,
    });
  }),
  http.get(`${API}/coach-answers/student/classes`, () => okJson({ list: classesStore.current })),
  http.get(`${API}/coach-answers/student/classes/:id`, ({ params }) => {
    const row = byId(params.id);
    return row ? okJson(row) : failJson(404, '课程不存在或不属于你');
  }),
  http.post(`${API}/coach-answers/student/files`, () =>
    okJson({ ...file('c'), contentType: 'image/png', size: 68 }),
  ),
  http.post(`${API}/coach-answers/student/classes/:id/answer`, async ({ params, request }) => {
    const row = byId(params.id);
    if (!row) return failJson(404, '课程不存在或不属于你');
    const body = (await request.json()) as { text: string; imageIds: string[] };
    const now = Date.now();
    row.question = {
      id: 50,
      studentName: '学员8000',
      course: row.course,
      text: body.text,
      askedAt: iso(now),
      dueAt: iso(now + 24 * HOUR),
      state: 'open',
      lateMinutes: 0,
      images: body.imageIds.map((id) => ({ id, url: `/api/coach-answers/files/${id}` })),
      audio: null,
      answers: [],
    };
    return okJson(row);
  }),
];
