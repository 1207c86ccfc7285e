import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { ALBUM_CODES } from '@yoga/contract/codes';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { november } from './testing/handlers';
import { albumsHandlers } from './testing/handlers';
import MonthScreen from './month-screen';

const server = startServer(...albumsHandlers);
const open = (path = '/onmat/trace_month', locale: 'zh' | 'en' = 'zh', signedIn = true) =>
  renderScreen(<MonthScreen />, { path, signedIn, locale });

describe('month report', () => {
  it('shows a skeleton, then the numbers and the days practised on the calendar', async () => {
    await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    const report = await screen.findByTestId('album-month');
    expect(within(report).getByRole('heading', { name: '2026年11月' })).toBeTruthy();
    expect(screen.getByTestId('album-classes').textContent).toBe('14 节');
    expect(screen.getByTestId('album-minutes').textContent).toContain('780');
    expect(screen.getByTestId('album-coach').textContent).toBe('林老师');
    expect(screen.getByTestId('album-streak').textContent).toBe('4 天');
    expect(screen.getByText('练习了 5 天')).toBeTruthy();
    const cal = screen.getByTestId('album-calendar');
    expect(cal.querySelectorAll('.y-cal-done')).toHaveLength(5);
    expect(cal.querySelector('[data-day="2026-11-20"]')!.className).toContain('y-cal-done');
    // This month is the latest: back a month only.
    expect(screen.getByRole('link', { name: '上个月' }).getAttribute('href')).toBe(
      '/onmat/trace_month?month=2026-10',
    );
    expect(screen.queryByRole('link', { name: '下个月' })).toBeNull();
  });

  it('reads the month from the query and speaks English', async () => {
    await open('/phala/trace_month?month=2026-09', 'en');
    const report = await screen.findByTestId('album-month');
    expect(within(report).getByRole('heading', { name: 'September 2026' })).toBeTruthy();
    expect(screen.getByTestId('album-classes').textContent).toBe('14');
    expect(screen.getByText('Favourite coach')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next month' }).getAttribute('href')).toBe(
      '/phala/trace_month?month=2026-10',
    );
  });

  it('says so for a month without practice', async () => {
    server.use(
      http.get(`${API}/albums/month`, () =>
        okJson({ ...november(), classes: 0, minutes: 0, favouriteCoach: null, longestStreak: 0, days: [] }),
      ),
    );
    await open();
    expect(await screen.findByText('这个月还没有练习记录')).toBeTruthy();
    expect(screen.queryByTestId('album-calendar')).toBeNull();
  });

  it('a malformed month is not found, without a request', async () => {
    let asked = 0;
    server.use(http.get(`${API}/albums/month`, () => (asked++, undefined)));
    await open('/onmat/trace_month?month=2026-13');
    expect(await screen.findByText('没有这个月的报告')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看本月报告' }).getAttribute('href')).toBe(
      '/onmat/trace_month',
    );
    expect(asked).toBe(0);
  });

  it('a future month is not found (the server says so)', async () => {
    server.use(http.get(`${API}/albums/month`, () => failJson(ALBUM_CODES.monthNotFound, '这个月还没有到')));
    await open('/onmat/trace_month?month=2027-01');
    expect(await screen.findByText('没有这个月的报告')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/albums/month`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('signed out: asks to sign in, without a request', async () => {
    let asked = 0;
    server.use(http.get(`${API}/albums/month`, () => (asked++, undefined)));
    await open('/onmat/trace_month', 'en', false);
    expect(await screen.findByText('Please sign in')).toBeTruthy();
    expect(asked).toBe(0);
  });
});
