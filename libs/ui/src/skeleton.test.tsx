import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n, activateTestLocale } from '@yoga/i18n';
import { Skeleton, type SkeletonProps } from './states';
import { QueryState, type QueryLike } from './query-state';
import { PagedList, type InfiniteLike } from './paged-list';

beforeAll(() => activateTestLocale('zh'));

const wrap = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('Skeleton', () => {
  it.each<[SkeletonProps, string, number]>([
    [{}, '.y-sk-item', 5],
    [{ shape: 'order', lines: 2 }, '.y-sk-item', 2],
    [{ shape: 'grid', lines: 4 }, '.y-sk-item', 4],
    [{ shape: 'detail', lines: 3 }, '.y-sk-item', 3],
  ])('%o: a busy region that says 加载中… once, its blocks hidden', (props, block, count) => {
    wrap(<Skeleton {...props} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.textContent).toBe('加载中…');
    expect(region.querySelectorAll(block)).toHaveLength(count);
    // Besides the label, every child is decorative.
    for (const el of [...region.children].slice(1)) expect(el.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws a detail page: its hero (a square picture, a status band) and the bottom bar, or leaves them out', () => {
    const { container, rerender } = wrap(<Skeleton shape="detail" hero="square" />);
    const region = () => container.querySelector('[role="status"]')!;
    expect(region().className).toContain('y-sk-square');
    expect(region().querySelector('.y-sk-hero')).toBeTruthy();
    expect(region().querySelector('.y-sk-bar')).toBeTruthy();
    rerender(
      <I18nProvider i18n={i18n}>
        <Skeleton shape="detail" hero="band" className="y-sk-nobar" />
      </I18nProvider>,
    );
    expect(region().className).toContain('y-sk-band');
    expect(region().className).toContain('y-sk-nobar');
  });
});

const pending = { status: 'pending', data: undefined, error: null, refetch: vi.fn() } as const;

describe('a screen shaped while it loads', () => {
  it('QueryState draws the skeleton it is given, then the data', () => {
    const q: QueryLike<string> = { ...pending };
    const show = () => (
      <I18nProvider i18n={i18n}>
        <QueryState query={q} skeleton={{ shape: 'detail', hero: 'band' }}>
          {(d) => <h2>{d}</h2>}
        </QueryState>
      </I18nProvider>
    );
    const { container, rerender } = render(show());
    expect(screen.getByRole('status').className).toContain('y-sk-detail');
    expect(container.querySelector('.y-sk-band > .y-sk-hero')).toBeTruthy();
    Object.assign(q, { status: 'success', data: '订单详情' });
    rerender(show());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: '订单详情' })).toBeTruthy();
  });

  it('PagedList draws the shape it is given', () => {
    const q: InfiniteLike<string> = {
      ...pending,
      hasNextPage: false,
      isFetchingNextPage: false,
      fetchNextPage: vi.fn(),
    };
    const list = (skeleton: 'cards' | 'rows') => (
      <I18nProvider i18n={i18n}>
        <PagedList query={q} skeleton={skeleton} rowKey={(s) => s} row={(s) => <li>{s}</li>} />
      </I18nProvider>
    );
    const { rerender } = render(list('cards'));
    expect(screen.getByRole('status').className).toContain('y-sk-cards');
    rerender(list('rows'));
    expect(screen.getByRole('status').className).toContain('y-sk-rows');
  });
});
