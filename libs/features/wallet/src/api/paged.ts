import { pagedQueryOptions, type PageShape } from '@yoga/api';

export const PAGE_SIZE = 10;

/** A list that pages in as it scrolls: page numbers from 1 until every row has arrived. */
export function pagedOptions<T, K extends readonly unknown[]>(
  queryKey: K,
  fetchPage: (page: number) => Promise<PageShape<T>>,
) {
  return pagedQueryOptions({ queryKey, fetchPage });
}
