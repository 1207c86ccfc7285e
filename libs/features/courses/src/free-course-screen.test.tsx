import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { COURSE_CODES } from '@yoga/contract';
import { failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { freeDay } from './testing/fixtures';
import { coursesHandlers, paths } from './testing/handlers';
import FreeCourseScreen from './free-course-screen';

const server = startServer(...coursesHandlers);
const open = (signedIn = true) =>
  renderScreen(<FreeCourseScreen />, { path: '/phala/free_course', signedIn });

describe('free course', () => {
  it('lists today with seats left; a full class cannot be booked', async () => {
    await open();
    expect(await screen.findByText(/剩 8 个名额/)).toBeTruthy();
    expect((screen.getByRole('button', { name: '已满 午间肩颈放松' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('sends a signed-out visitor to log in and back', async () => {
    localStorage.clear();
    const { user, where } = await open(false);
    await user.click(await screen.findByRole('button', { name: '预约 晨间流瑜伽体验课' }));
    expect(where()).toBe('/phala/login?redirect=%2Fphala%2Ffree_course');
  });

  it.each([
    ['booked', null],
    ['full', COURSE_CODES.freeFull],
    ['already', COURSE_CODES.freeAlready],
  ] as const)('books and shows the %s result', async (status, code) => {
    if (code) server.use(http.post(paths.book, () => failJson(code, '')));
    const { user, where } = await open();
    await user.click(await screen.findByRole('button', { name: '预约 晨间流瑜伽体验课' }));
    await waitFor(() => expect(where()).toBe(`/phala/free_course/result?status=${status}&classId=31`));
  });

  it('says why a class that has started cannot be booked, in the server’s words, and stays', async () => {
    const reason = '这节免费课已经开始，不能再预约了';
    server.use(http.post(paths.book, () => failJson(COURSE_CODES.freeStarted, reason)));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '预约 晨间流瑜伽体验课' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(screen.getByText('晨间流瑜伽体验课')).toBeTruthy(); // still on today's list
  });

  it('shows today’s booking and allows no second one', async () => {
    server.use(http.get(paths.free, () => okJson({ ...freeDay, bookedClassId: 31 })));
    await open();
    expect(
      ((await screen.findByRole('button', { name: '已预约 晨间流瑜伽体验课' })) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('says so when there is nothing today', async () => {
    server.use(http.get(paths.free, () => okJson({ ...freeDay, classes: [] })));
    await open();
    expect(await screen.findByText('今天没有免费课')).toBeTruthy();
  });
});
