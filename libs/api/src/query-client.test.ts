import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiBusinessError, ApiNetworkError, ApiResponseError, ApiTimeoutError } from './errors';
import { createQueryClient } from './query-client';

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
