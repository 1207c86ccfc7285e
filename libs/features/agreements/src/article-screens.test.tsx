import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import type { Article } from '@yoga/contract';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { ArticleScreen, NoticeScreen } from './article-screens';
import { articleShareEffects } from './article-share';

const sample = (lang = 'zh', over: Partial<Article> = {}): Article => ({
  id: 1,
  kind: 'article',
  title: lang === 'en' ? 'A five-minute warm-up' : '练习前的五分钟热身',
  author: lang === 'en' ? 'Lin Xiaolan' : '林晓岚',
  publishedAt: '2026-11-23T02:00:00.000Z',
  readCount: 1286,
  blocks: [
    { type: 'paragraph', content: [{ text: lang === 'en' ? 'Warm up first.' : '先热身。' }] },
    {
      type: 'image',
      src: '/api/courses/art/stretch-c7324c.svg',
      alt: lang === 'en' ? 'A side stretch' : '侧伸展',
      caption: lang === 'en' ? 'Five breaths' : '保持 5 次呼吸',
    },
    {
      type: 'quote',
      content: [{ text: lang === 'en' ? 'Wake the body up.' : '让身体醒来。' }],
      cite: lang === 'en' ? 'Coach Lin' : '林教练',
    },
  ],
  share: {
    shareTitle: lang === 'en' ? 'A five-minute warm-up' : '练习前的五分钟热身',
    shareDesc: lang === 'en' ? 'Warm up first.' : '先热身。',
    shareImgUrl: '/api/courses/art/stretch-c7324c.svg',
    shareUrl: '/onmat/article/1',
  },
  ...over,
});

let reads = 0;
const server = startServer(
  http.get(`${API}/articles/notify`, () =>
    okJson(sample('zh', { id: 3, kind: 'notice', title: '调课规则调整' })),
  ),
  http.get(`${API}/articles/:id`, ({ request, params }) =>
    params.id === '999'
      ? failJson(5002, '文章不存在')
      : okJson(
          sample(/^en/.test(request.headers.get('Language') ?? '') ? 'en' : 'zh', {
            readCount: 1286 + reads,
          }),
        ),
  ),
  http.post(`${API}/articles/:id/read`, () => okJson({ readCount: 1286 + ++reads })),
);
const open = (id: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<ArticleScreen />, { path: `/onmat/article/${id}`, route: '/onmat/article/:id', locale });

describe('article/:id', () => {
  it('shows the article with its image, quote and author, in zh and en, and counts one read on the server', async () => {
    const start = reads;
    const { unmount } = await open('1');
    const a = await screen.findByTestId('article');
    expect(within(a).getByRole('heading', { level: 2 }).textContent).toBe('练习前的五分钟热身');
    expect(within(a).getByRole('img', { name: '侧伸展' }).getAttribute('src')).toBe(
      '/api/courses/art/stretch-c7324c.svg',
    );
    expect(a.querySelector('blockquote')?.textContent).toContain('让身体醒来。');
    expect(a.textContent).toContain('林晓岚');
    await waitFor(() =>
      expect(screen.getByTestId('read-count').textContent).toBe(`阅读 ${1286 + start + 1}`),
    );
    expect(reads).toBe(start + 1);
    unmount();
    await open('1', 'en');
    expect(
      within(await screen.findByTestId('article')).getByRole('img', { name: 'A side stretch' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('read-count').textContent).toMatch(/^[\d.,K]+ reads$/));
  });

  it('shows an image of an unsafe source as no image, and markup in the text as text', async () => {
    server.use(
      http.get(`${API}/articles/:id`, () =>
        okJson(
          sample('zh', {
            title: '<img src=x onerror=alert(1)>',
            blocks: [
              { type: 'image', src: 'javascript:alert(1)', alt: 'x', caption: '<b>说明</b>' },
              { type: 'quote', content: [{ text: '<script>alert(1)</script>' }] },
            ],
          }),
        ),
      ),
    );
    await open('1');
    const a = await screen.findByTestId('article');
    expect(a.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(a.textContent).toContain('<script>alert(1)</script>');
    expect(a.querySelector('img, script, b')).toBeNull();
  });

  it('shows a skeleton while loading', async () => {
    server.use(
      http.get(`${API}/articles/:id`, async () => {
        await delay('infinite');
        return okJson(null);
      }),
    );
    await open('1');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows not found for an unknown id, and for a malformed one without asking', async () => {
    const { unmount } = await open('999');
    expect(await screen.findByText('文章不存在')).toBeTruthy();
    unmount();
    const asked = vi.fn();
    server.use(http.get(`${API}/articles/:id`, () => void asked()));
    await open('abc');
    expect(await screen.findByText('文章不存在')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });

  it('offers a retry after a failure', async () => {
    server.use(http.get(`${API}/articles/:id`, () => failJson(500, '服务繁忙')));
    const { user } = await open('1');
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 4000 });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByTestId('article')).toBeTruthy();
  });
});

describe('article/:id share card', () => {
  afterEach(() => vi.restoreAllMocks());
  const share = () => screen.findByRole('button', { name: '分享文章' });

  it('opens a sheet with the API’s card (image, title, description) where there is no Web Share; copy link copies shareUrl', async () => {
    vi.spyOn(articleShareEffects, 'webShare').mockReturnValue(null);
    const { user } = await open('1');
    await user.click(await share());
    const sheet = await screen.findByTestId('share-sheet');
    expect(within(sheet).getByTestId('share-title').textContent).toBe('练习前的五分钟热身');
    expect(within(sheet).getByTestId('share-desc').textContent).toBe('先热身。');
    expect(sheet.querySelector('img')!.getAttribute('src')).toBe(
      `${location.origin}/api/courses/art/stretch-c7324c.svg`,
    );
    await user.click(within(sheet).getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('已复制')).toBeTruthy();
    // user-event puts its own clipboard in place; the copy lands there.
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}/onmat/article/1`);
  });

  it('shows the English card in English', async () => {
    vi.spyOn(articleShareEffects, 'webShare').mockReturnValue(null);
    await open('1', 'en');
    (await screen.findByRole('button', { name: 'Share article' })).click();
    const sheet = await screen.findByTestId('share-sheet');
    expect(within(sheet).getByTestId('share-title').textContent).toBe('A five-minute warm-up');
    expect(within(sheet).getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('uses the Web Share API when there is one, with the card’s title, text and link', async () => {
    const web = vi.fn(async (_d: ShareData) => undefined);
    vi.spyOn(articleShareEffects, 'webShare').mockReturnValue(web);
    await open('1');
    (await share()).click();
    await waitFor(() =>
      expect(web).toHaveBeenCalledWith({
        title: '练习前的五分钟热身',
        text: '先热身。',
        url: `${location.origin}/onmat/article/1`,
      }),
    );
    expect(screen.queryByTestId('share-sheet')).toBeNull();
  });

  it('in the chat browser configures the card through the SDK wrapper and says where its menu is', async () => {
    const shareScreen = vi.fn(async () => true);
    vi.spyOn(articleShareEffects, 'host').mockReturnValue('chat-browser');
    vi.spyOn(articleShareEffects, 'sdk').mockResolvedValue({ shareScreen } as never);
    const web = vi.fn();
    vi.spyOn(articleShareEffects, 'webShare').mockReturnValue(web);
    await open('1');
    await waitFor(() => expect(shareScreen).toHaveBeenCalledTimes(1));
    expect(shareScreen).toHaveBeenCalledWith(
      {
        title: '练习前的五分钟热身',
        desc: '先热身。',
        imgUrl: `${location.origin}/api/courses/art/stretch-c7324c.svg`,
        link: `${location.origin}/onmat/article/1`,
      },
      expect.stringMatching(/share-icon\.png$/),
    );
    (await share()).click();
    expect(await screen.findByText(/分享给朋友或朋友圈/)).toBeTruthy();
    expect(web).not.toHaveBeenCalled();
  });
});

describe('article/notify', () => {
  it('shows the coaches’ newest notice', async () => {
    await renderScreen(<NoticeScreen />, { path: '/phala/teacher/article/notify' });
    expect((await screen.findByTestId('article')).textContent).toContain('调课规则调整');
  });

  it('says there is none when the brand has no notice', async () => {
    server.use(http.get(`${API}/articles/notify`, () => failJson(5002, '文章不存在')));
    await renderScreen(<NoticeScreen />, { path: '/phala/teacher/article/notify' });
    expect(await screen.findByText('暂无通知')).toBeTruthy();
  });
});
