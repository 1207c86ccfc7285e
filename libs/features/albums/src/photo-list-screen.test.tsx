import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { API, failJson, pagedJson, renderScreen, startServer } from '@yoga/testing';
import { albumsHandlers, photos } from './testing/handlers';
import PhotoListScreen from './photo-list-screen';

const viewer = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@yoga/ui', async (load) => ({
  ...(await load<typeof import('@yoga/ui')>()),
  showImageViewer: viewer,
}));

const server = startServer(...albumsHandlers);
const open = (path = '/onmat/trace_list', locale: 'zh' | 'en' = 'zh', signedIn = true) =>
  renderScreen(<PhotoListScreen />, { path, signedIn, locale });

beforeEach(() => viewer.mockClear());

describe('class photos', () => {
  it('shows a skeleton, then the photos under their month, pages in, and opens one full screen', async () => {
    const { user } = await open();
    expect(document.querySelector('.y-skeleton')).toBeTruthy();
    const grid = await screen.findByTestId('album-grid');
    expect(within(grid).getAllByRole('button', { name: /^查看照片/ })).toHaveLength(12);
    expect(within(grid).getByRole('heading', { name: '2026年11月' })).toBeTruthy();
    expect(within(grid).getByRole('heading', { name: '2026年10月' })).toBeTruthy();
    const report = within(grid).getAllByRole('link', { name: '月度报告' });
    expect(report[0]!.getAttribute('href')).toBe('/onmat/trace_month?month=2026-11');
    const save = within(grid).getAllByRole('link', { name: '保存' })[0]!;
    expect(save.getAttribute('href')).toBe(photos[0]!.src);
    expect(save.hasAttribute('download')).toBe(true);
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await within(grid).findAllByRole('button', { name: /^查看照片/ })).toHaveLength(15);
    await user.click(within(grid).getAllByRole('button', { name: /^查看照片/ })[13]!);
    expect(viewer).toHaveBeenCalledWith(
      photos.map((p) => p.src),
      13,
    );
  });

  it('speaks English', async () => {
    await open('/phala/trace_list', 'en');
    const grid = await screen.findByTestId('album-grid');
    expect(within(grid).getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(within(grid).getAllByRole('link', { name: 'Month report' })[0]!.getAttribute('href')).toBe(
      '/phala/trace_month?month=2026-11',
    );
    expect(within(grid).getAllByRole('button', { name: /^Open photo/ }).length).toBe(12);
  });

  it('signed out: asks to sign in, without a request', async () => {
    let asked = 0;
    server.use(http.get(`${API}/albums/photos`, () => (asked++, undefined)));
    await open('/onmat/trace_list', 'zh', false);
    expect(await screen.findByText('请先登录')).toBeTruthy();
    expect(screen.getByText('登录后查看你的上课照片')).toBeTruthy();
    expect(asked).toBe(0);
  });

  it('says so when there are no photos yet', async () => {
    server.use(http.get(`${API}/albums/photos`, () => pagedJson([])));
    await open();
    expect(await screen.findByText('还没有上课照片')).toBeTruthy();
  });

  it('offers a retry when the service fails', async () => {
    server.use(http.get(`${API}/albums/photos`, () => failJson(500, '服务繁忙')));
    await open();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    expect(screen.getByText('照片加载失败，请重试')).toBeTruthy();
  });
});
