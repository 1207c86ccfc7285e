import { describe, expect, it } from 'vitest';
import { reportSlowRequest } from './index';
import { setup } from './testing/setup';

describe('reportSlowRequest', () => {
  it('reports a request slower than 5000 ms', () => {
    const { events } = setup();
    expect(
      reportSlowRequest({
        method: 'get',
        url: 'https://api.example/app/orders',
        durationMs: 6200,
        status: 200,
      }),
    ).toBe(true);
    expect(events[0]).toMatchObject({
      kind: 'slow-request',
      name: 'SlowRequest',
      message: 'Slow request: GET https://api.example/app/orders took 6200 ms',
      request: { method: 'get', url: 'https://api.example/app/orders', durationMs: 6200, status: 200 },
    });
    expect(events[0]!.breadcrumbs.at(-1)).toMatchObject({ type: 'http', data: { status: 200 } });
  });

  it('leaves requests of 5000 ms or less alone', () => {
    const { events } = setup();
    expect(reportSlowRequest({ method: 'GET', url: '/a', durationMs: 5000, status: 200 })).toBe(false);
    expect(events).toEqual([]);
  });

  it('reports a slow request that failed without an answer, whatever its path says', () => {
    const { events } = setup();
    reportSlowRequest({ method: 'POST', url: '/timeout/code:1', durationMs: 60_000, status: null });
    expect(events).toHaveLength(1);
  });
});
