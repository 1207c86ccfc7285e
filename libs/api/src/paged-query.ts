import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** The contract's page envelope (libs/contract/src/common.ts `page()`): page numbers start at 1. */
export interface PageShape<T = unknown> {
  list: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** The page after `last`, or undefined once every row has arrived. */
export const nextPageOf = (last: PageShape): number | undefined =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

/**
 * A list that pages in as it scrolls, the contract's way: page 1 first, the next while
 * page × pageSize < total. Spread it into `infiniteQueryOptions` to add options of the screen's own.
 */
export function pagedQueryOptions<P extends PageShape, K extends QueryKey>(o: {
  queryKey: K;
  fetchPage: (page: number) => Promise<P>;
}) {
  return infiniteQueryOptions({
    queryKey: o.queryKey,
    queryFn: ({ pageParam }) => o.fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
