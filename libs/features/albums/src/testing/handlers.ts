import { http } from 'msw';
import type { AlbumMonthReport, AlbumPhoto, AlbumYearReport } from '@yoga/contract';
import { API, okJson, pagedJson } from '@yoga/testing';

/** Fixed business days, so a test reads the same report whatever the date it runs on. */
export const TODAY = '2026-11-26';

/** 15 photos: the newest 8 in November, the rest in October (two pages of 12). */
export const photos: AlbumPhoto[] = Array.from({ length: 15 }, (_, i) => ({
  id: 100 + i,
  day:
    i < 8 ? `2026-11-${String(25 - i * 2).padStart(2, '0')}` : `2026-10-${String(30 - i).padStart(2, '0')}`,
  src: `/api/courses/art/lotus-3d8b7d.svg?${i}`,
  title: i % 2 ? '流瑜伽' : '阿斯汤加',
  coach: '林老师',
}));

export const november = (): AlbumMonthReport => ({
  month: '2026-11',
  today: TODAY,
  firstMonth: '2026-06',
  classes: 14,
  minutes: 780,
  favouriteCoach: '林老师',
  longestStreak: 4,
  days: ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-20'],
});

export const year2024 = (): AlbumYearReport => ({
  year: 2024,
  classes: 186,
  minutes: 9300,
  days: 120,
  favouriteCoach: '林老师',
  favouriteCoachClasses: 80,
  longestStreak: 9,
});

/** This domain's success answers, shared by its tests; error cases come per test with server.use. */
export const albumsHandlers = [
  http.get(`${API}/albums/photos`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    return pagedJson(photos, { page: Number(q.get('page') ?? 1), pageSize: Number(q.get('pageSize') ?? 10) });
  }),
  http.get(`${API}/albums/month`, ({ request }) => {
    const month = new URL(request.url).searchParams.get('month') ?? '2026-11';
    return okJson({ ...november(), month });
  }),
  http.get(`${API}/albums/year`, ({ request }) =>
    okJson({ ...year2024(), year: Number(new URL(request.url).searchParams.get('year')) }),
  ),
];
