import type { ReactNode } from 'react';
import { ListFooter } from './list-footer';
import { QueryState, type QueryLike } from './query-state';
import { EmptyState, type SkeletonProps, type SkeletonShape } from './states';

/** A page as every list endpoint answers it. */
export interface PageLike<T> {
  list: T[];
}

/** The part of an infinite query a paged list depends on (TanStack Query's result fits it). */
export interface InfiniteLike<T> extends QueryLike<{ pages: PageLike<T>[] }> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export interface PagedListProps<T> {
  query: InfiniteLike<T>;
  /** One row; it renders its own <li> (or another list item). */
  row: (item: T, index: number) => ReactNode;
  rowKey: (item: T) => string | number;
  /** Shown when the first page is empty; the generic empty state by default. */
  empty?: ReactNode;
  loading?: ReactNode;
  /** The shape of the rows while the first page loads (a kit skeleton: `cards`, `order`, `rows`…). */
  skeleton?: SkeletonShape | SkeletonProps;
  errorMessage?: ReactNode;
  /** The list element's class (y-list by default) and test id. */
  className?: string;
  testId?: string;
  /** Rendered above the rows once data is there (a summary, a filter result line). */
  header?: (items: T[]) => ReactNode;
  as?: 'ul' | 'ol' | 'div';
}

/**
 * Every paged screen's list: the query's states, the rows of all pages loaded so far, and the footer
 * that pages in the next one as it scrolls into view.
 */
export function PagedList<T>({
  query,
  row,
  rowKey,
  empty,
  loading,
  skeleton,
  errorMessage,
  className = 'y-list',
  testId,
  header,
  as: List = 'ul',
}: PagedListProps<T>) {
  return (
    <QueryState
      query={query}
      loading={loading}
      skeleton={skeleton}
      errorMessage={errorMessage}
      isEmpty={(d) => d.pages[0]!.list.length === 0}
      empty={empty ?? <EmptyState />}
    >
      {(data) => {
        const items = data.pages.flatMap((p) => p.list);
        return (
          <>
            {header?.(items)}
            <List className={className} data-testid={testId}>
              {items.map((item, i) => (
                <KeyedRow key={rowKey(item)}>{row(item, i)}</KeyedRow>
              ))}
            </List>
            <ListFooter
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onMore={() => void query.fetchNextPage()}
            />
          </>
        );
      }}
    </QueryState>
  );
}

const KeyedRow = ({ children }: { children: ReactNode }) => <>{children}</>;
