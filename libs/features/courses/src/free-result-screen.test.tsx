import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { okJson, renderScreen, startServer } from '@yoga/testing';
import { freeDay } from './testing/fixtures';
import { coursesHandlers, paths } from './testing/handlers';
import FreeResultScreen from './free-result-screen';

const server = startServer(...coursesHandlers);
const open = (q: string, locale?: 'zh' | 'en') =>
  renderScreen(<FreeResultScreen />, { path: `/onmat/free_course/result?${q}`, signedIn: true, locale });
const bookedOn = (id: number | null) =>
  server.use(http.get(paths.free, () => okJson({ ...freeDay, bookedClassId: id })));

describe('free course result', () => {
  it('confirms a booking the server has, with the class and next steps', async () => {
    bookedOn(31);
    await open('status=booked&classId=31');
    expect(await screen.findByText('预约成功')).toBeTruthy();
    expect(screen.getByText(/晨间流瑜伽体验课/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回今日免费课' }).getAttribute('href')).toBe(
      '/onmat/free_course',
    );
  });

  it('does not trust ?status=booked when the student booked nothing', async () => {
    bookedOn(null);
    await open('status=booked&classId=31');
    expect(await screen.findByText('你还没有预约这节课')).toBeTruthy();
    expect(screen.queryByText('预约成功')).toBeNull();
  });

  it('does not trust ?status=full either: a booking the server has is shown as booked', async () => {
    bookedOn(31);
    await open('status=full&classId=31', 'en');
    expect(await screen.findByText('Booked')).toBeTruthy();
  });

  it('says a class is full (the server has no seat left) and points to the others', async () => {
    await open('status=full&classId=32', 'en');
    expect(await screen.findByText('Fully booked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See other free classes' })).toBeTruthy();
  });

  it('shows today’s booking when another class was booked today', async () => {
    bookedOn(32);
    await open('status=already&classId=31');
    expect(await screen.findByText('今天已经预约过了')).toBeTruthy();
    expect(screen.getByText(/午间肩颈放松/)).toBeTruthy();
  });

  it('shows not-found, with back and home and no retry, for a malformed class id', async () => {
    await open('status=booked&classId=3x');
    expect(screen.getByText('没有预约结果')).toBeTruthy();
    expect(screen.queryByText('预约成功')).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });
});
