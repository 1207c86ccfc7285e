import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import type { CmsPage } from '@yoga/contract';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { decodeVideoData, PublicPageScreen, PublicVideoScreen } from './public-screens';

const sample = (lang: string, over: Partial<CmsPage> = {}): CmsPage => ({
  id: 1,
  title: lang === 'en' ? 'Summer practice week' : '夏日练习周',
  updatedAt: '2026-11-23T02:00:00.000Z',
  blocks: [
    { type: 'heading', id: 'how', text: lang === 'en' ? 'How to join' : '怎么参加' },
    { type: 'paragraph', content: [{ text: lang === 'en' ? 'Seven days.' : '七天。' }] },
  ],
  ...over,
});

const server = startServer(
  http.get(`${API}/pages/:id`, ({ request, params }) =>
    params.id === '999'
      ? failJson(5300, '页面不存在')
      : okJson(sample(/^en/.test(request.headers.get('Language') ?? '') ? 'en' : 'zh')),
  ),
);
const openPage = (search: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<PublicPageScreen />, { path: `/public/page${search}`, route: '/public/page', locale });

describe('public/page', () => {
  it('shows the page as blocks in zh and en', async () => {
    const { unmount } = await openPage('?id=1');
    const p = await screen.findByTestId('cms-page');
    expect(within(p).getByRole('heading', { level: 2, name: '夏日练习周' })).toBeTruthy();
    expect(p.textContent).toContain('七天。');
    unmount();
    await openPage('?id=1', 'en');
    expect((await screen.findByTestId('cms-page')).textContent).toContain('How to join');
  });

  it('shows a skeleton while loading', async () => {
    server.use(http.get(`${API}/pages/:id`, async () => (await delay('infinite'), okJson(sample('zh')))));
    const { container } = await openPage('?id=1');
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it('shows not found for an unknown id, and for a missing or malformed id without asking', async () => {
    const first = await openPage('?id=999');
    expect((await screen.findAllByText('页面不存在')).length).toBeGreaterThan(0);
    first.unmount();
    let asked = 0;
    server.use(http.get(`${API}/pages/:id`, () => (asked++, okJson(sample('zh')))));
    for (const [q, said] of [
      ['', '链接缺少页面编号（id）'],
      ['?id=abc', '链接中的页面编号“abc”无效'],
      ['?id=-1', '链接中的页面编号“-1”无效'],
    ] as const) {
      const { unmount } = await openPage(q);
      // What is missing and what to do, not the unknown-route text or "deleted, or not yours".
      expect(await screen.findByRole('heading', { level: 2, name: said })).toBeTruthy();
      expect(screen.getByText('请检查链接是否完整，或从活动入口重新打开')).toBeTruthy();
      expect(screen.queryByText('它可能已被删除，或不属于当前账号')).toBeNull();
      expect(screen.queryByRole('heading', { level: 2, name: '页面不存在' })).toBeNull();
      unmount();
    }
    expect(asked).toBe(0);
    await openPage('', 'en');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'The link has no page id',
      }),
    ).toBeTruthy();
  });

  it('shows an error with a retry when the server fails', async () => {
    server.use(http.get(`${API}/pages/:id`, () => failJson(500, 'boom', 500)));
    await openPage('?id=1');
    expect(await screen.findByText('页面加载失败，请重试')).toBeTruthy();
  });

  it('shows markup in the content as text and drops an unsafe link', async () => {
    server.use(
      http.get(`${API}/pages/:id`, () =>
        okJson(
          sample('zh', {
            title: '<b>标题</b>',
            blocks: [
              {
                type: 'paragraph',
                content: [
                  { text: '<img src=x onerror=alert(1)>' },
                  { text: '点我', href: 'javascript:alert(1)' },
                ],
              },
            ],
          }),
        ),
      ),
    );
    await openPage('?id=1');
    const p = await screen.findByTestId('cms-page');
    expect(p.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(p.textContent).toContain('<b>标题</b>');
    expect(p.querySelector('img')).toBeNull();
    expect(p.querySelector('a')).toBeNull();
  });
});

const data = (o: unknown) => encodeURIComponent(typeof o === 'string' ? o : JSON.stringify(o));
const openVideo = (search: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<PublicVideoScreen />, { path: `/public/video${search}`, route: '/public/video', locale });

describe('public/video', () => {
  it('plays the video the data names, with its title as text', async () => {
    await openVideo(
      `?data=${data({ courseId: '7', title: '<i>晨练</i> 瑜伽', url: '/api/pages/media/class-guide.webm' })}`,
    );
    const v = await screen.findByTestId('video-page');
    expect(v.querySelector('video')?.getAttribute('src')).toBe('/api/pages/media/class-guide.webm');
    expect(within(v).getByRole('heading', { level: 2 }).textContent).toBe('<i>晨练</i> 瑜伽');
  });

  it('shows a clear error for a malformed, missing or unsafe data query, in zh and en', async () => {
    for (const q of [
      '',
      '?data=%7Bnot-json',
      `?data=${data([1])}`,
      `?data=${data({ title: 'x' })}`,
      `?data=${data({ url: 'javascript:alert(1)' })}`,
    ]) {
      const { unmount } = await openVideo(q);
      expect(await screen.findByText('视频链接无效')).toBeTruthy();
      expect(document.querySelector('video')).toBeNull();
      unmount();
    }
    await openVideo('?data=%7B', 'en');
    expect(await screen.findByText('This video link is not valid')).toBeTruthy();
  });

  it('decodes only a safe address', () => {
    expect(decodeVideoData(JSON.stringify({ src: 'https://cdn.example.com/a.mp4' }))?.src).toBe(
      'https://cdn.example.com/a.mp4',
    );
    expect(decodeVideoData(JSON.stringify({ url: '//evil.example/a.mp4' }))).toBeNull();
    expect(decodeVideoData(JSON.stringify({ url: 'http://plain.example/a.mp4' }))).toBeNull();
    expect(decodeVideoData('null')).toBeNull();
  });
});
