import { http } from 'msw';
import type { Order, VideoCourse, VideoLesson, VideoLessonDetail } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

const lesson = (id: number, themeId: number, n: number, locked: boolean): VideoLesson => ({
  id,
  themeId,
  title: `第 ${n} 课 · 唤醒身体`,
  durationSec: 120,
  free: n <= 2,
  locked,
  positionSec: n === 1 ? 40 : 0,
  watchedPct: n === 1 ? 50 : 0,
});

/** Course 1 of two themes (lessons 101–104); the first two free, the rest locked for this viewer. */
export const course: VideoCourse = {
  id: 1,
  title: '21 天燃脂瑜伽',
  cover: '/api/slim-video/courses/1/cover.svg',
  coach: '林老师',
  summary: '每天一课，21 天循序渐进，燃脂塑形。',
  lessonCount: 4,
  totalSec: 480,
  price: 9900,
  owned: false,
  userId: 7,
  lastLessonId: 101,
  watchedPct: 13,
  themes: [
    {
      id: 11,
      title: '第一周：唤醒身体',
      watchedPct: 25,
      lessons: [lesson(101, 11, 1, false), lesson(102, 11, 2, false)],
    },
    {
      id: 12,
      title: '第二周：燃脂进阶',
      watchedPct: 0,
      lessons: [lesson(103, 12, 3, true), lesson(104, 12, 4, true)],
    },
  ],
};

const detail = (l: VideoLesson, prev: number | null, next: number | null): VideoLessonDetail => ({
  ...l,
  courseId: 1,
  courseTitle: course.title,
  coach: course.coach,
  price: course.price,
  userId: 7,
  chapters: [
    { title: '热身', startSec: 0 },
    { title: '主体练习', startSec: 30 },
    { title: '强化', startSec: 60 },
    { title: '放松', startSec: 95 },
  ],
  videoUrl: l.locked ? null : `/api/slim-video/lessons/${l.id}/video`,
  prevLessonId: prev,
  nextLessonId: next,
});
export const freeLesson = detail(course.themes[0]!.lessons[0]!, null, 102);
export const lockedLesson = detail(course.themes[1]!.lessons[0]!, 102, 104);

export const courseUrl = `${API}/slim-video/courses/:id`;
export const lessonUrl = `${API}/slim-video/lessons/:id`;
export const progressUrl = `${API}/slim-video/lessons/:id/progress`;
export const orderUrl = `${API}/slim-video/courses/:id/order`;

/** The course order a purchase makes (the contract's Order; the screen reads its number). */
export const pendingOrder: Order = {
  id: 1,
  orderNo: 'SL20261126000001',
  kind: 'course',
  subApp: 'slim',
  title: '瘦身入门课',
  cover: '',
  amount: 9900,
  originalAmount: 9900,
  discount: 0,
  points: 0,
  classTime: null,
  state: 'pending',
  evaluated: false,
  createdAt: '2026-11-26T02:00:00.000Z',
  payDeadline: '2026-11-26T02:15:00.000Z',
  paidAt: null,
  refId: '1',
  detail: {},
};

/** Success answers (and the stand-in's not-found codes) shared by the screens' tests. */
export const slimVideoHandlers = [
  http.get(courseUrl, ({ params }) =>
    Number(params.id) === 1 ? okJson(course) : failJson(5801, '视频课程不存在'),
  ),
  http.get(lessonUrl, ({ params }) => {
    const id = Number(params.id);
    if (id === 101) return okJson(freeLesson);
    if (id === 103) return okJson(lockedLesson);
    return failJson(5802, '课时不存在');
  }),
  http.post(progressUrl, async ({ params, request }) => {
    const { positionSec } = (await request.json()) as { positionSec: number };
    return okJson({ lessonId: Number(params.id), positionSec, watchedPct: 10 });
  }),
  http.post(orderUrl, () => okJson(pendingOrder)),
];
