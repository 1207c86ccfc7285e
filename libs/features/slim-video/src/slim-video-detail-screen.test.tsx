import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, renderScreen, startServer } from '@yoga/testing';
import { slimVideoHandlers, slimVideoRows, resetSlimVideoRows } from './testing/handlers';
import SlimVideoDetailScreen from './slim-video-detail-screen';

const server = startServer(...slimVideoHandlers);
const open = (id: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<SlimVideoDetailScreen />, {
    path: `/slim/business/video_course/${id}`,
    route: '/slim/business/video_course/:id',
    signedIn: true,
    locale,
  });

beforeEach(resetSlimVideoRows);

describe('slim-video detail', () => {
  it('shows the one named by the path, in zh and en', async () => {
    const { unmount } = await open('1');
    const detail = await screen.findByTestId('slim-video-detail');
    expect(detail.textContent).toContain(slimVideoRows[0]!.title);
    expect(detail.textContent).toContain('未完成');
    unmount();
    await open('3', 'en');
    expect((await screen.findByTestId('slim-video-detail')).textContent).toContain('Done');
  });

  it('marks it done: the action goes and the state reads done', async () => {
    const { user } = await open('1');
    await user.click(await screen.findByRole('button', { name: '标记完成' }));
    await waitFor(() => expect(screen.getByTestId('slim-video-detail').textContent).toContain('已完成'));
    expect(slimVideoRows[0]!.done).toBe(true);
    expect(screen.queryByRole('button', { name: '标记完成' })).toBeNull();
  });

  it('shows not-found, without a request, for an id that does not parse', async () => {
    await open('abc');
    expect(await screen.findByText('内容不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it("shows not-found for the service's not-found answer", async () => {
    server.use(http.get(`${API}/slim-video/:id`, () => failJson(404, '内容不存在或不属于你')));
    await open('99');
    expect(await screen.findByText('内容不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
