import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen, startServer } from '@yoga/testing';
import { albumsHandlers } from './testing/handlers';
import Year2024Screen from './year-2024-screen';

startServer(...albumsHandlers);

/** jsdom has no canvas: a recording 2D context stands in for one. */
function fakeCanvas() {
  const texts: string[] = [];
  const ctx = {
    scale: vi.fn(),
    createLinearGradient: () => ({ addColorStop: vi.fn() }),
    fillRect: vi.fn(),
    fillText: (s: string) => void texts.push(s),
    set fillStyle(_: unknown) {},
    set font(_: string) {},
    set textBaseline(_: string) {},
    set globalAlpha(_: number) {},
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
  return texts;
}

afterEach(() => vi.restoreAllMocks());

describe('annual report poster', () => {
  it('draws the year’s numbers into a picture to long-press and save', async () => {
    const texts = fakeCanvas();
    const { user } = await renderScreen(<Year2024Screen />, { path: '/onmat/trace_2024', signedIn: true });
    await user.click(await screen.findByRole('button', { name: '生成分享海报' }));
    const img = screen.getByRole('img', { name: '2024 年度练习报告海报' });
    expect(img.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(texts).toContain('2024');
    expect(texts).toContain('186 节课 · 120 天');
    expect(texts).toContain('林老师');
    expect(screen.getByText('长按图片保存到手机')).toBeTruthy();
    expect(screen.getByRole('link', { name: '保存海报' }).getAttribute('download')).toBe('yoga-2024.png');
  });

  it('speaks English on the poster too', async () => {
    const texts = fakeCanvas();
    const { user } = await renderScreen(<Year2024Screen />, {
      path: '/onmat/trace_2024',
      signedIn: true,
      locale: 'en',
    });
    await user.click(await screen.findByRole('button', { name: 'Make a poster to share' }));
    expect(texts).toContain('My 2024 practice report');
  });

  it('says so where the browser cannot draw', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { user } = await renderScreen(<Year2024Screen />, { path: '/onmat/trace_2024', signedIn: true });
    await user.click(await screen.findByRole('button', { name: '生成分享海报' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
