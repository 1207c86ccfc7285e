import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { ALBUM_CODES } from '@yoga/contract/codes';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { albumsHandlers, year2024 } from './testing/handlers';
import Year2023Screen from './year-2023-screen';
import Year2024Screen from './year-2024-screen';

const server = startServer(...albumsHandlers);

describe('annual report', () => {
  it('shows a skeleton, then the year as slides: classes, minutes, coach, streak', async () => {
    await renderScreen(<Year2024Screen />, { path: '/onmat/trace_2024', signedIn: true });
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    expect((await screen.findByTestId('album-slide-classes')).textContent).toContain(
      '186 节课，练习了 120 天',
    );
    expect(screen.getByTestId('album-slide-minutes').textContent).toContain('9300');
    expect(screen.getByTestId('album-slide-coach').textContent).toContain('林老师');
    expect(screen.getByTestId('album-slide-coach').textContent).toContain('一起上了 80 节课');
    expect(screen.getByTestId('album-slide-streak').textContent).toContain('9');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('asks for its own year and speaks English', async () => {
    let asked = '';
    server.use(
      http.get(`${API}/albums/year`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('year')!;
        return okJson({ ...year2024(), year: 2023 });
      }),
    );
    await renderScreen(<Year2023Screen />, { path: '/phala/trace_2023', signedIn: true, locale: 'en' });
    expect((await screen.findByTestId('album-slide-coach')).textContent).toContain(
      'Your favourite coach was',
    );
    expect(asked).toBe('2023');
    expect(screen.getByText('In 2023 you took')).toBeTruthy();
  });

  it('says so for a year without practice', async () => {
    server.use(
      http.get(`${API}/albums/year`, () =>
        okJson({ ...year2024(), classes: 0, minutes: 0, days: 0, favouriteCoach: null, longestStreak: 0 }),
      ),
    );
    await renderScreen(<Year2024Screen />, { path: '/onmat/trace_2024', signedIn: true });
    expect(await screen.findByText('这一年还没有练习记录')).toBeTruthy();
  });

  it('a year the server has no report for is not found', async () => {
    server.use(http.get(`${API}/albums/year`, () => failJson(ALBUM_CODES.yearNotFound, '这一年还没有到')));
    await renderScreen(<Year2024Screen />, { path: '/onmat/trace_2024', signedIn: true });
    expect(await screen.findByText('没有这一年的报告')).toBeTruthy();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/albums/year`, () => failJson(500, '服务繁忙')));
    await renderScreen(<Year2024Screen />, { path: '/onmat/trace_2024', signedIn: true });
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('signed out: asks to sign in, without a request', async () => {
    let asked = 0;
    server.use(http.get(`${API}/albums/year`, () => (asked++, undefined)));
    await renderScreen(<Year2024Screen />, { path: '/onmat/trace_2024', signedIn: false });
    expect(await screen.findByText('请先登录')).toBeTruthy();
    expect(asked).toBe(0);
  });
});
