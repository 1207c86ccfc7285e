import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, pagedJson, renderScreen, startServer } from '@yoga/testing';
import { slimVideoHandlers, slimVideoRows, resetSlimVideoRows } from './testing/handlers';
import SlimVideoListScreen from './slim-video-list-screen';

const server = startServer(...slimVideoHandlers);
const open = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<SlimVideoListScreen />, { path: '/slim/slim_video_list', signedIn: true, locale });

beforeEach(resetSlimVideoRows);

describe('slim-video list', () => {
  it('shows the first page with each row linking to its detail, then pages in the rest', async () => {
    const { user } = await open();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(10);
    const first = within(rows[0]!).getByRole('link');
    expect(first.getAttribute('href')).toBe('/slim/business/video_course/1');
    expect(first.textContent).toContain('未完成');
    expect(within(rows[2]!).getByRole('link').textContent).toContain('已完成');
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText(slimVideoRows[11]!.title)).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('speaks English', async () => {
    await open('en');
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('To do');
    expect(rows[2]!.textContent).toContain('Done');
  });

  it('says so when there is nothing yet', async () => {
    server.use(http.get(`${API}/slim-video`, () => pagedJson([])));
    await open();
    expect(await screen.findByText('暂无记录')).toBeTruthy();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/slim-video`, () => failJson(500, '服务繁忙')));
    const { toasts } = await open();
    // Reads are retried once after a second, as in production, before the error shows.
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 4000 })).toBeTruthy();
    expect(toasts).toContain('服务繁忙');
  });
});
