import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { i18n, activateTestLocale } from '@yoga/i18n';
import { EmptyState } from './states';
import { QueryState, type QueryLike } from './query-state';

beforeAll(() => activateTestLocale('zh'));

const q = <T,>(over: Partial<QueryLike<T>>): QueryLike<T> => ({
  status: 'pending',
  data: undefined,
  error: null,
  refetch: vi.fn(),
  ...over,
});
const show = (query: QueryLike<string[]>) =>
  render(
    <I18nProvider i18n={i18n}>
      <QueryState query={query} isEmpty={(d) => d.length === 0} empty={<EmptyState title="还没有订单" />}>
        {(d) => (
          <ul aria-label="items">
            {d.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </I18nProvider>,
  );

describe('QueryState', () => {
  it('shows a skeleton while loading, not the children', () => {
    show(q({}));
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByLabelText('items')).toBeNull();
  });

  it('asks to sign in, with no retry, when the server wants a sign-in (the request layer is going to login)', async () => {
    render(
      <MemoryRouter initialEntries={['/onmat/teacher/buy_pearl']}>
        <I18nProvider i18n={i18n}>
          <QueryState query={q<string>({ status: 'error', error: { loginRequired: true, code: 403 } })}>
            {(d) => d}
          </QueryState>
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('请先登录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      '/onmat/teacher/login?redirect=%2Fonmat%2Fteacher%2Fbuy_pearl',
    );
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('shows the error state whose retry refetches', () => {
    const query = q<string[]>({ status: 'error', error: new Error('x') });
    show(query);
    screen.getByRole('button', { name: '重试' }).click();
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state when the predicate says so', () => {
    show(q({ status: 'success', data: [] }));
    expect(screen.getByText('还没有订单')).toBeTruthy();
  });

  it('renders the children with the data', () => {
    show(q({ status: 'success', data: ['瑜伽垫'] }));
    expect(screen.getByLabelText('items').textContent).toBe('瑜伽垫');
  });

  it('shows not-found, never a retry, when the server says the thing is missing or not yours', () => {
    for (const error of [{ code: 404 }, { code: 4501 }, { status: 404 }]) {
      const { unmount } = show(q({ status: 'error', error }));
      expect(screen.getByRole('heading', { name: '内容不存在' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
      expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
      unmount();
    }
  });

  it('shows not-found when the screen says so (an id that does not parse), with its own title', () => {
    render(
      <I18nProvider i18n={i18n}>
        <QueryState
          query={q<string>({})}
          notFound
          notFoundTitle="订单不存在"
          notFoundAction={<a href="/orders">查看全部订单</a>}
        >
          {(d) => d}
        </QueryState>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: '订单不存在' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部订单' }).getAttribute('href')).toBe('/orders');
  });

  it('keeps the retry for a failure that may pass (a busy server)', () => {
    show(q({ status: 'error', error: { code: 500 } }));
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
