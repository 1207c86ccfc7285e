import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render as rtlRender, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n, activateTestLocale } from '@yoga/i18n';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { PagedList, type InfiniteLike } from './paged-list';

beforeAll(() => activateTestLocale('zh'));
const render = (ui: ReactElement) =>
  rtlRender(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

type Row = { id: number; name: string };
const query = (over: Partial<InfiniteLike<Row>> = {}): InfiniteLike<Row> => ({
  status: 'success',
  data: { pages: [{ list: [{ id: 1, name: 'a' }] }, { list: [{ id: 2, name: 'b' }] }] },
  error: null,
  refetch: vi.fn(),
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...over,
});
const rowOf = (r: Row) => <li>{r.name}</li>;

describe('PagedList', () => {
  it('shows the rows of every page loaded and pages in more on request', async () => {
    const q = query();
    render(<PagedList query={q} row={rowOf} rowKey={(r) => r.id} testId="rows" />);
    expect(screen.getByTestId('rows').textContent).toBe('ab');
    await userEvent.click(screen.getByRole('button'));
    expect(q.fetchNextPage).toHaveBeenCalled();
  });

  it('says when the list is empty or there is nothing more', () => {
    const { rerender } = render(
      <PagedList
        query={query({ data: { pages: [{ list: [] }] } })}
        row={rowOf}
        rowKey={(r) => r.id}
        empty={<p>nothing here</p>}
      />,
    );
    expect(screen.getByText('nothing here')).toBeTruthy();
    rerender(<PagedList query={query({ hasNextPage: false })} row={rowOf} rowKey={(r) => r.id} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('offers a retry when loading failed', async () => {
    const q = query({ status: 'error', data: undefined });
    render(<PagedList query={q} row={rowOf} rowKey={(r) => r.id} />);
    await userEvent.click(screen.getByRole('button'));
    expect(q.refetch).toHaveBeenCalled();
  });
});
