import { infiniteQueryOptions } from '@tanstack/react-query';

export const PAGE_SIZE = 10;

interface Page<T> {
  list: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** A list that pages in as it scrolls: page numbers from 1 until every row has arrived. */
export function pagedOptions<T, K extends readonly unknown[]>(
  queryKey: K,
  fetchPage: (page: number) => Promise<Page<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}
