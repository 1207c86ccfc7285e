import { describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiBusinessError, ApiNetworkError, ApiResponseError, ApiTimeoutError } from './errors';
import { createQueryClient } from './query-client';
import { onBadShape } from './shape-guard';

/** Runs a query that always fails with `error` and counts the attempts the client made. */
async function attemptsFor(error: Error): Promise<number> {
  const client: QueryClient = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
  });
  let attempts = 0;
  await client
    .fetchQuery({
      queryKey: ['x'],
      queryFn: () => {
        attempts++;
        throw error;
      },
      retry: client.getDefaultOptions().queries?.retry,
    })
    .catch(() => undefined);
  return attempts;
}

describe('query client retry policy', () => {
  it('never asks again after a business refusal (not found, not yours, signed out)', async () => {
    expect(await attemptsFor(new ApiBusinessError(0, 404, '不存在'))).toBe(1);
    expect(await attemptsFor(new ApiBusinessError(0, 4307, ''))).toBe(1);
  });

  it('never asks again after an HTTP 4xx', async () => {
    expect(await attemptsFor(new ApiResponseError(404, 'Not Found'))).toBe(1);
  });

  it('tries network failures, timeouts and server faults once more', async () => {
    expect(await attemptsFor(new ApiBusinessError(0, 500, '服务繁忙'))).toBe(2);
    expect(await attemptsFor(new ApiNetworkError('offline'))).toBe(2);
    expect(await attemptsFor(new ApiTimeoutError(10))).toBe(2);
    expect(await attemptsFor(new ApiResponseError(502, 'Bad Gateway'))).toBe(2);
  });
});

describe('query client shape guard', () => {
  it('fails a read whose answer has no data, or a list that is not a list, and reports it once', async () => {
    const reported: Error[] = [];
    const stop = onBadShape((e) => void reported.push(e));
    const client = createQueryClient();
    let attempts = 0;
    const read = (answer: unknown) =>
      client.fetchQuery({
        queryKey: ['orders', answer === null ? 'null' : 'page'],
        queryFn: async () => (attempts++, answer),
      });
    await expect(read(null)).rejects.toMatchObject({ name: 'ApiShapeError' });
    await expect(read({ list: null, page: 1 })).rejects.toThrow(/: list$/);
    await expect(
      client.fetchQuery({
        queryKey: ['reads', 'list'],
        queryFn: async () => (null as never as { list: 1 }).list,
      }),
    ).rejects.toMatchObject({ name: 'ApiShapeError' });
    stop();
    expect(attempts).toBe(2); // no retry: the same answer would come again
    expect(reported.map((e) => e.message)).toEqual([
      expect.stringContaining('["orders","null"]: null'),
      expect.stringContaining('["orders","page"]: list'),
      expect.stringContaining('["reads","list"]'),
    ]);
  });

  it('lets every answer with data through, and never touches mutations', async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: async () => 0 })).resolves.toBe(0);
    await expect(
      client.fetchQuery({ queryKey: ['b'], queryFn: async () => ({ list: [], page: 1 }) }),
    ).resolves.toEqual({ list: [], page: 1 });
    const done = await client
      .getMutationCache()
      .build(client, { mutationFn: async () => null })
      .execute(undefined);
    expect(done).toBeNull();
  });

  it('asks again, back online, for what failed even while older data is fresh', async () => {
    const client = createQueryClient();
    client.mount();
    let answer: () => Promise<number> = async () => 1;
    const observer = new QueryObserver(client, { queryKey: ['c'], queryFn: () => answer(), retry: false });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
    answer = async () => Promise.reject(new Error('offline'));
    await observer.refetch();
    expect(observer.getCurrentResult().status).toBe('error');
    answer = async () => 2;
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: 2 }));
    stop();
    client.unmount();
  });
});
