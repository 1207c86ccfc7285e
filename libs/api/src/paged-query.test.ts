import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { nextPageOf, pagedQueryOptions } from './paged-query';

const pageOf = (page: number, total: number, pageSize = 2) => ({
  list: Array.from({ length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) }, (_, i) => i),
  page,
  pageSize,
  total,
});

describe('pagedQueryOptions', () => {
  it('asks for the next page until page × pageSize reaches the total', () => {
    expect(nextPageOf(pageOf(1, 5))).toBe(2);
    expect(nextPageOf(pageOf(2, 5))).toBe(3);
    expect(nextPageOf(pageOf(3, 5))).toBeUndefined();
    expect(nextPageOf(pageOf(1, 0))).toBeUndefined();
  });

  it('starts at page 1 and fetches the pages the list scrolls to', async () => {
    const asked: number[] = [];
    const client = new QueryClient();
    const options = pagedQueryOptions({
      queryKey: ['things'],
      fetchPage: async (page) => (asked.push(page), pageOf(page, 3)),
    });
    await client.fetchInfiniteQuery(options);
    await client.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(asked).toEqual([1, 1, 2]);
  });
});
