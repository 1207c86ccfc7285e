import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { activateTestLocale, i18n } from '@yoga/i18n';
import { homes } from './testing/handlers';
import { BannerCarousel } from './banner-carousel';
import shop from './catalog.module.css';

beforeAll(() => activateTestLocale('zh'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const banners = [
  ...homes.goods.banners,
  { id: 3, image: '', title: '冥想好物', link: 'javascript:alert(1)' },
];
const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <BannerCarousel banners={banners} sub={{ prefix: '/onmat' }} />
      </MemoryRouter>
    </I18nProvider>,
  );
const current = () =>
  screen.getAllByRole('button').findIndex((b) => b.getAttribute('aria-current') === 'true');
const tick = () => act(() => vi.advanceTimersByTime(4000));

describe('banner carousel', () => {
  it('links a banner to its product in the sub-app, and only to a path inside it', () => {
    show();
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/onmat/product/detail/1']);
    // The headline is text over the art (the art itself is decoration): the link is named by it.
    expect(links[0]!.textContent).toBe(banners[0]!.title);
    expect(screen.getByText('冥想好物')).toBeTruthy();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('advances by itself and wraps round, with a dot per banner', () => {
    show();
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(current()).toBe(0);
    tick();
    expect(current()).toBe(1);
    tick();
    tick();
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '第 3 张，共 3 张' }));
    expect(current()).toBe(2);
  });

  it('holds still while a finger is on it', () => {
    show();
    const strip = screen.getAllByRole('link')[0]!.closest(`.${shop.strip}`)!;
    fireEvent.touchStart(strip);
    tick();
    expect(current()).toBe(0);
    fireEvent.touchEnd(strip);
    tick();
    expect(current()).toBe(1);
  });

  it('never moves by itself for someone who asked for less motion', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q }));
    show();
    tick();
    tick();
    expect(current()).toBe(0);
  });
});
