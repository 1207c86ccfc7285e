import { http } from 'msw';
import type { CardUsage, CourseCard, Playback } from '@yoga/contract';
import { API, okJson } from '@yoga/testing';

export const cardUrl = `${API}/course-media/cards/:id`;
export const usagesUrl = `${API}/course-media/cards/:id/usages`;
export const playbackUrl = `${API}/course-media/playbacks/:id`;

export const ownedCard: CourseCard = {
  id: 1,
  name: '流瑜伽 30 次卡',
  totalSessions: 30,
  validDays: 180,
  courses: [
    { id: 101, title: '流瑜伽进阶小班课' },
    { id: 102, title: '肩颈放松理疗课' },
  ],
  viewer: 'owner',
  balance: {
    usedSessions: 23,
    sessionsLeft: 7,
    validUntil: '2026-12-20T04:00:00.000Z',
    daysLeft: 45,
    state: 'active',
  },
};

export const usages: CardUsage[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  usedAt: new Date(Date.UTC(2026, 10, 20 - i, 11)).toISOString(),
  courseId: 101,
  courseTitle: `流瑜伽进阶小班课 第${12 - i}次`,
  coach: '周一鸣',
  sessions: i === 0 ? 2 : 1,
}));

export const playback: Playback = {
  id: 1,
  courseId: 105,
  title: '核心力量普拉提 · 第 1 课回放',
  coach: '陈思雨',
  summary: '激活深层核心。',
  recordedAt: '2026-11-18T12:00:00.000Z',
  durationSec: 120,
  chapters: [
    { title: '呼吸与热身', startSec: 0 },
    { title: '站立体式', startSec: 30 },
    { title: '核心练习', startSec: 60 },
  ],
  previewSec: 30,
  price: 19900,
  access: 'full',
  userId: 7,
  videoUrl: '/api/course-media/playbacks/1/video?ticket=t',
  captions: [{ lang: 'zh', label: '中文', url: '/api/course-media/playbacks/1/captions?lang=zh' }],
};

export const previewPlayback: Playback = {
  ...playback,
  access: 'preview',
  videoUrl: '/api/course-media/playbacks/1/preview',
};

/** The domain's success answers; each test adds its own failures with server.use(). */
export const courseMediaHandlers = [
  http.get(cardUrl, () => okJson(ownedCard)),
  http.get(usagesUrl, ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    return okJson({
      list: usages.slice((page - 1) * 10, page * 10),
      page,
      pageSize: 10,
      total: usages.length,
    });
  }),
  http.get(playbackUrl, () => okJson(playback)),
];
