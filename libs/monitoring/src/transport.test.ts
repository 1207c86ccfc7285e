import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpTransport } from './transport';
import type { MonitoringEvent } from './types';

const event = { id: '1', kind: 'message', message: 'hi' } as MonitoringEvent;
const endpoint = 'https://errors.example/api/events';

afterEach(() => vi.useRealTimers());

/** A fetch that never answers, but honours its abort signal like the real one. */
const hangingFetch = () =>
  vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
      ),
  );

describe('createHttpTransport', () => {
  it('POSTs the event as JSON without credentials', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
    );
    await createHttpTransport(endpoint, { fetch })(event);
    expect(fetch).toHaveBeenCalledWith(
      endpoint,
      expect.objectContaining({ method: 'POST', credentials: 'omit' }),
    );
    const init = fetch.mock.calls[0]![1]!;
    expect(JSON.parse(init.body as string)).toEqual(event);
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('aborts after 5000 ms, not before', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const sending = createHttpTransport(endpoint, { fetch })(event);
    const outcome = sending.then(
      () => 'sent',
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(true);
    await expect(outcome).resolves.toBe('monitoring: no answer within 5000 ms');
  });

  it('clears its timer once answered', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response(null, { status: 200 }));
    await createHttpTransport(endpoint, { fetch })(event);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails on an error status', async () => {
    const fetch = vi.fn(async () => new Response('no', { status: 503 }));
    await expect(createHttpTransport(endpoint, { fetch })(event)).rejects.toThrow(/HTTP 503/);
  });
});
