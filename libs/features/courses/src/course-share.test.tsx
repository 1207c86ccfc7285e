import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { okJson, renderScreen, startServer } from '@yoga/testing';
import { onSale } from './testing/fixtures';
import { coursesHandlers, paths } from './testing/handlers';
import { courseShareEffects } from './use-course-share';
import CourseDetailScreen from './course-detail-screen';

const server = startServer(...coursesHandlers);
const shareScreen = vi.fn(async () => true);
const open = () => renderScreen(<CourseDetailScreen />, { path: '/onmat/course_detail?courseId=101' });

beforeEach(() => {
  shareScreen.mockClear();
  vi.spyOn(courseShareEffects, 'host').mockReturnValue('chat-browser');
  vi.spyOn(courseShareEffects, 'sdk').mockResolvedValue({ shareScreen } as never);
});
afterEach(() => vi.restoreAllMocks());

describe('course_detail share card', () => {
  it('is made once the course has loaded: its title, summary, cover and own address', async () => {
    let answer = () => {};
    const held = new Promise<void>((r) => (answer = r));
    const withCover = { ...onSale, cover: '/api/uploads/cover-101.jpg' };
    server.use(
      http.get(paths.detail, async () => {
        await held;
        return okJson(withCover);
      }),
    );
    await open();
    // Still loading: no card yet (a generic one would be what the chat menu shares).
    await new Promise((r) => setTimeout(r, 50));
    expect(shareScreen).not.toHaveBeenCalled();
    answer();
    expect(await screen.findByRole('heading', { name: onSale.title })).toBeTruthy();
    await waitFor(() => expect(shareScreen).toHaveBeenCalledTimes(1));
    expect(shareScreen).toHaveBeenCalledWith(
      {
        title: onSale.title,
        desc: onSale.summary,
        imgUrl: `${location.origin}/api/uploads/cover-101.jpg`,
        link: `${location.origin}/onmat/course_detail?courseId=101`,
      },
      `${location.origin}/static/public/share-icon.png`,
    );
  });

  it('falls back to the product icon without a cover, and sets nothing outside the chat app', async () => {
    const first = await open();
    await waitFor(() => expect(shareScreen).toHaveBeenCalledTimes(1));
    expect((shareScreen.mock.calls[0] as unknown[])[0]).toMatchObject({ imgUrl: undefined });
    first.unmount();
    shareScreen.mockClear();
    vi.mocked(courseShareEffects.host).mockReturnValue('browser');
    await open();
    expect(await screen.findByRole('heading', { name: onSale.title })).toBeTruthy();
    expect(shareScreen).not.toHaveBeenCalled();
  });
});
